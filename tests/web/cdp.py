"""Headless Chromium driven through the DevTools protocol (python3-websocket): start it, open
a page, evaluate JavaScript (awaiting promises), click, type keys, take screenshots."""
import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

import websocket


class Skip(Exception):
    """The test cannot run here (no Chromium): exit 77."""


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise Skip("no chromium on PATH (apt-get install chromium)")


class Browser:
    def __init__(self, width=1100, height=1400, mobile=False):
        self.profile = tempfile.mkdtemp(prefix="stich-web-")
        flags = [chromium_path(), "--headless", "--no-sandbox", "--disable-gpu",
                 "--no-first-run", "--disable-background-networking", "--disable-sync",
                 "--disable-component-update",
                 "--remote-debugging-port=0", "--user-data-dir=" + self.profile,
                 "--window-size=%d,%d" % (width, height), "about:blank"]
        self.proc = subprocess.Popen(flags, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
        url = None
        deadline = time.time() + 30
        while time.time() < deadline:
            line = self.proc.stderr.readline().decode(errors="replace")
            m = re.search(r"DevTools listening on (ws://\S+)", line)
            if m:
                url = m.group(1)
                break
            if not line and self.proc.poll() is not None:
                break
        if not url:
            self.close()
            raise Skip("chromium did not start its DevTools server")
        # The browser's socket; a page target is attached to with flatten sessions.
        self.ws = websocket.create_connection(url, timeout=120)
        self.next_id = 0
        self.events = []
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.send("Runtime.enable", {}, session=True)
        self.send("Page.enable", {}, session=True)
        if mobile:
            self.send("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 2,
                       "mobile": True}, session=True)
        self.console = []

    def send(self, method, params=None, session=False):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = self.session
        self.ws.send(json.dumps(msg))
        while True:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            if reply.get("method") == "Runtime.exceptionThrown":
                self.console.append(json.dumps(reply["params"]["exceptionDetails"])[:500])
            self.events.append(reply)

    def eval(self, expr, timeout=120):
        """The value of a JavaScript expression, a promise awaited; a thrown error raises."""
        r = self.send("Runtime.evaluate", {"expression": expr, "awaitPromise": True,
                                           "returnByValue": True, "timeout": timeout * 1000},
                      session=True)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            text = d.get("exception", {}).get("description") or d.get("text")
            raise RuntimeError("page: " + str(text))
        return r["result"].get("value")

    def open(self, url, ready="window.stichPage && window.stichPage.ready", timeout=60):
        self.send("Page.navigate", {"url": url}, session=True)
        self.wait(ready, timeout)

    def wait(self, cond, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if self.eval("!!(%s)" % cond):
                    return
            except RuntimeError:
                pass
            time.sleep(0.05)
        raise RuntimeError("timed out waiting for " + cond + "; page errors: " +
                           str(self.eval("document.getElementById('error') ? "
                                         "document.getElementById('error').textContent : ''")))

    def key(self, key, code=None, text=None, shift=False):
        base = {"key": key, "code": code or key, "modifiers": 8 if shift else 0}
        down = dict(base, type="keyDown")
        if text:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down, session=True)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"), session=True)

    def screenshot(self, path, full=False):
        """The window (full: the whole page) as a PNG file."""
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": full},
                         session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.ws.close()
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
