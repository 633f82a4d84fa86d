"""Start ``verifier serve`` as a real subprocess on a free port and wait until it is warm."""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


class Server:
    def __init__(self, *args: str, ready_timeout: float = 300.0, wait_ready: bool = True):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "tests"), env.get("PYTHONPATH", "")])
        self.proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "serve", "--port", "0", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
        line = self.proc.stdout.readline()
        m = re.search(r"http://([\d.]+):(\d+)", line)
        if not m:
            self.proc.kill()
            raise RuntimeError(f"verifier serve did not start: {line}{self.proc.stdout.read()}")
        self.host, self.port = m.group(1), int(m.group(2))
        self.url = f"http://{self.host}:{self.port}"
        if not wait_ready:
            return
        deadline = time.monotonic() + ready_timeout
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/health", timeout=5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError("verifier serve did not become ready")

    def post(self, path, body=None, **kw):
        return httpx.post(self.url + path, json=body, timeout=kw.pop("timeout", 120), **kw)

    def get(self, path):
        return httpx.get(self.url + path, timeout=60)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode
