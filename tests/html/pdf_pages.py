#!/usr/bin/env python3
"""The paper size and page count of a PDF, as its page tree says: /Count of the root /Pages and
each page's /MediaBox, in points.  Chromium's --print-to-pdf writes these objects uncompressed;
no package beyond the standard library is needed.

Usage: pdf_pages.py FILE.pdf  ->  prints "PAGES WIDTHxHEIGHT" (the sizes of every page, the
distinct ones joined by commas), exit 1 when the PDF holds no page tree."""
import re
import sys


def main(path):
    data = open(path, "rb").read()
    if not data.startswith(b"%PDF-"):
        print(f"{path}: not a PDF")
        return 1
    # The page tree's root is the /Pages object with no /Parent; its /Count is the page count.
    counts = []
    for obj in re.finditer(rb"<<(.*?)>>", data, re.S):
        body = obj.group(1)
        if re.search(rb"/Type\s*/Pages\b", body) and b"/Parent" not in body:
            m = re.search(rb"/Count\s+(\d+)", body)
            if m:
                counts.append(int(m.group(1)))
    boxes = set()
    for m in re.finditer(rb"/MediaBox\s*\[\s*([-\d.\s]+)\]", data):
        x0, y0, x1, y1 = (float(v) for v in m.group(1).split())
        boxes.add(f"{round(x1 - x0)}x{round(y1 - y0)}")
    if len(counts) != 1 or not boxes:
        print(f"{path}: no page tree (counts {counts}, boxes {sorted(boxes)})")
        return 1
    print(counts[0], ",".join(sorted(boxes)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
