#!/usr/bin/env python3
"""Assemble stich's analysis page into ONE self-contained HTML file: the page (web/page/
index.html) with its style sheets (the reports' viewer's, src/report/html/viewer.css, and its
own), the engine's client (web/client.js) and the page's script inlined, and the worker (the engine stich-engine.js, its wasm inlined by Emscripten, followed
by web/worker.js) carried as a string that the page turns into a Blob URL.  No network, no
server: the file works from file://.

    python3 web/assemble.py --engine build/web/stich-engine.js -o build/web/stich.html

Plain python3, no packages.  --worker FILE (and no --engine) assembles the page over another
worker, such as the page's mock (web/page/mock-worker.js), for the page's own tests.
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def inline_script(code):
    # Inside <script>, "</script" ends the element whatever the JavaScript means by it.
    return "<script>\n" + re.sub(r"</(script)", r"<\\/\1", code, flags=re.I) + "\n</script>"


def js_string(text):
    # A JavaScript string literal that is also safe inside <script>: JSON with "<" escaped.
    return json.dumps(text).replace("<", "\\u003c")


# The worker's code from a Blob URL has no folder: the engine is prepended to the worker, and
# an importScripts of the engine's file (how web/worker.js loads it beside itself) is skipped
# once the engine's factory is defined.
WORKER_PRELUDE = """\
(function () {
  var load = self.importScripts;
  self.importScripts = function () {
    var rest = Array.prototype.filter.call(arguments, function (u) {
      return !(/stich-engine\\.js$/.test(String(u)) && typeof createStichEngine === "function");
    });
    if (rest.length) load.apply(self, rest);
  };
})();
"""


def assemble(page_dir, client, worker, engine):
    html = read(os.path.join(page_dir, "index.html"))
    style = read(os.path.join(page_dir, "style.css"))
    app = read(os.path.join(page_dir, "app.js"))
    worker_code = (read(engine) + "\n" if engine else "") + WORKER_PRELUDE + read(worker)
    boot = ("window.STICH_WORKER_URL = URL.createObjectURL(new Blob([" + js_string(worker_code) +
            "], { type: \"text/javascript\" }));")

    def replace(pattern, text, what):
        nonlocal html
        new, n = re.subn(pattern, lambda m: text, html, count=1)
        if n != 1:
            sys.exit("assemble.py: index.html has no " + what)
        html = new

    # The table of play is the reports' viewer: its stylesheet is theirs (one file for both).
    viewer_style = read(os.path.join(HERE, "..", "src", "report", "html", "viewer.css"))
    replace(r'<link rel="stylesheet" href="\.\./\.\./src/report/html/viewer\.css">',
            "<style>\n" + viewer_style + "</style>", "viewer.css link")
    replace(r'<link rel="stylesheet" href="style\.css">', "<style>\n" + style + "</style>",
            "style.css link")
    client_code = inline_script(read(client)) if client else ""
    replace(r'<script src="\.\./client\.js"></script>', client_code, "client.js script")
    replace(r'<script src="app\.js"></script>', inline_script(boot) + "\n" + inline_script(app),
            "app.js script")
    if re.search(r'\b(src|href)="(?!#|data:)[^"]+"', html):
        sys.exit("assemble.py: the page still refers to a file: " +
                 re.search(r'\b(src|href)="(?!#|data:)[^"]+"', html).group(0))
    return html


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--page", default=os.path.join(HERE, "page"), help="the page's folder")
    ap.add_argument("--client", default=os.path.join(HERE, "client.js"),
                    help="the engine's client ('none': the page's own minimal client)")
    ap.add_argument("--worker", default=os.path.join(HERE, "worker.js"), help="the worker")
    ap.add_argument("--engine", help="stich-engine.js (Emscripten's single file)")
    ap.add_argument("-o", "--output", required=True, help="the page to write")
    a = ap.parse_args()
    client = None if a.client == "none" else a.client
    for path in [p for p in (client, a.worker, a.engine) if p]:
        if not os.path.isfile(path):
            sys.exit("assemble.py: " + path + " does not exist")
    html = assemble(a.page, client, a.worker, a.engine)
    tmp = a.output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(html)
    os.replace(tmp, a.output)


if __name__ == "__main__":
    main()
