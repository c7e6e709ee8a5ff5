<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!-- Deep links load the harness scripts from the root. -->
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{{app}} harness</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
