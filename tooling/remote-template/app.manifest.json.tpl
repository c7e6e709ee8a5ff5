{
  "$comment": "{{app}}'s manifest: its federation name, port, the route prefixes it owns (layout and access of each) and the popups it contributes. The registry, the route table, every script's ports and the test projects are derived from it.",
  "federationName": "{{federationName}}",
  "port": {{port}},
  "routes": [{ "prefix": "{{prefix}}", "layout": "{{layout}}", "access": "{{access}}" }],
  "popups": []
}
