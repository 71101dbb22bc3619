"""The README's Python examples run as written (from the repository's root, where their paths
lead) and print what their comments say they print."""

import contextlib
import io
import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def python_blocks(heading="### Python: the game state for agents", end="\n## "):
    """The ```python blocks of a section of the README (the game state for agents)."""
    text = (ROOT / "README.md").read_text()
    section = text.split(heading, 1)[1].split(end, 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_readme_library_example_runs():
    blocks = python_blocks("## As a library", "\n### ")
    assert len(blocks) == 1  # the typed values of an answer
    run_blocks(blocks)


def test_readme_python_examples_run():
    blocks = python_blocks()
    assert len(blocks) >= 4  # a worked example per game and an agent loop
    run_blocks(blocks)


def run_blocks(blocks):
    """Runs each block from the repository's root; each print's "# -> TEXT" is what it prints."""
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        for block in blocks:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(block, "README.md", "exec"), {})
            # A print's comment "# -> TEXT" is what it prints.
            printed = out.getvalue().splitlines()
            wanted = [m.group(1).strip() for m in re.finditer(r"# -> (.*)", block)]
            assert printed == wanted, block
    finally:
        os.chdir(cwd)
