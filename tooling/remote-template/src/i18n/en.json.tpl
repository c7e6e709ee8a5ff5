{
  "home": {
    "title": "{{Title}}"
  }
}
