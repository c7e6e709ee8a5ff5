{
  "$comment": "{{app}}'s manifest: its federation name, port, the route prefixes it owns (layout and access of each), the popups it contributes and its pages (what the layout and dark-mode journeys and npm run shots open). The registry, the route table, every script's ports, the API's development origins, the journeys' pages and the test projects are derived from it.",
  "federationName": "{{federationName}}",
  "port": {{port}},
  "routes": [{ "prefix": "{{prefix}}", "layout": "{{layout}}", "access": "{{access}}" }],
  "popups": [],
  "pages": [{ "name": "{{name}}", "path": "{{prefix}}" }]
}
