#!/usr/bin/env python3
"""The page of `stich deal --html` against the run's JSON (issue 43).

Usage: check_deal.py PAGE_DOM JSON

PAGE_DOM is the page as Chromium rendered it (--dump-dom); JSON the last line of the same run
with --json ({"generated", "produced", "seed", "actions"}).  Checks that
  * the summary gives the deals produced, generated and the seed;
  * each one-dimensional frequency is one chart titled by its label, whose bars are the
    values some deal has, in order, each bar's title "VALUE: COUNT" as the JSON counts it,
    and whose counts add up to the action's deals;
  * each two-dimensional frequency is one table captioned by its label whose cells are the
    JSON's counts at their row and column, with the sums;
  * each average is a row with its mean.
Prints what it checked; exits 1 with the first mismatch.
"""
import json
import re
import sys
from html.parser import HTMLParser


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.charts = []  # (title, [(label, value)])
        self.tables = {}  # caption -> rows of cell texts
        self.averages = {}
        self.text = []
        self._in = []
        self._table = None
        self._row = None
        self._cell = None
        self._svg_title_depth = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self._in.append(tag)
        if tag == 'svg' and 'chart' in (a.get('class') or ''):
            self.charts.append([a.get('aria-label'), []])
        if tag == 'table':
            self._table = {'class': a.get('class') or '', 'caption': '', 'rows': []}
        if tag == 'tr' and self._table is not None:
            self._row = []
            self._table['rows'].append(self._row)
        if tag in ('td', 'th') and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        while self._in and self._in.pop() != tag:
            pass
        if tag in ('td', 'th') and self._cell is not None:
            self._row.append(''.join(self._cell).strip())
            self._cell = None
        if tag == 'table' and self._table is not None:
            t = self._table
            if 'freq2' in t['class']:
                self.tables[t['caption']] = t['rows']
            if 'averages' in t['class']:
                for row in t['rows'][1:]:
                    self.averages[row[0]] = row[1]
            self._table = None

    def handle_data(self, data):
        self.text.append(data)
        if self._in and self._in[-1] == 'caption' and self._table is not None:
            self._table['caption'] += data
        elif self._cell is not None:
            self._cell.append(data)
        # A bar's tooltip: <rect><title>LABEL: VALUE</title></rect>.
        if len(self._in) >= 2 and self._in[-1] == 'title' and self._in[-2] == 'rect':
            label, value = data.rsplit(': ', 1)
            self.charts[-1][1].append((label, float(value)))


def fail(message):
    print('FAIL:', message)
    sys.exit(1)


def main():
    page = Page()
    page.feed(open(sys.argv[1], encoding='utf-8').read())
    run = json.loads(open(sys.argv[2], encoding='utf-8').read().strip().splitlines()[-1])
    text = ' '.join(' '.join(page.text).split())
    summary = '%d deals produced of %d generated, seed %d.' % (run['produced'], run['generated'],
                                                               run['seed'])
    if summary not in text:
        fail('no summary "%s"' % summary)
    charts = {title: bars for title, bars in page.charts}
    bars_checked = cells_checked = 0
    for action in run['actions']:
        label = action['label']
        if action['kind'] == 'average':
            shown = page.averages.get(label)
            if shown is None or abs(float(shown) - action['mean']) > 5e-4:
                fail('average %s: page %s, JSON %s' % (label, shown, action['mean']))
            continue
        values, counts = action['values'], action['counts']
        if len(values) == 1:
            if label not in charts:
                fail('no chart titled %r (charts: %s)' % (label, list(charts)))
            used = [i for i, c in enumerate(counts) if c]
            expected = [(values[0][i], float(counts[i])) for i in range(used[0], used[-1] + 1)]
            if charts[label] != expected:
                fail('chart %s: bars %s, JSON %s' % (label, charts[label], expected))
            if sum(v for _, v in charts[label]) != action['count']:
                fail('chart %s: bars add up to %s, not %s deals' %
                     (label, sum(v for _, v in charts[label]), action['count']))
            bars_checked += len(expected)
        else:
            rows = page.tables.get(label)
            if rows is None:
                fail('no cross-table captioned %r' % label)
            columns = rows[0][1:-1]
            width = len(values[1])
            for row in rows[1:-1]:
                r = values[0].index(row[0])
                for name, cell in zip(columns, row[1:-1]):
                    c = values[1].index(name)
                    if int(cell) != counts[r * width + c]:
                        fail('%s [%s, %s]: page %s, JSON %s' %
                             (label, row[0], name, cell, counts[r * width + c]))
                    cells_checked += 1
            if int(rows[-1][-1]) != action['count']:
                fail('%s: the sum %s is not %s deals' % (label, rows[-1][-1], action['count']))
    print('deal page: %d bars and %d cells equal the JSON' % (bars_checked, cells_checked))


main()
