#!/usr/bin/env python3
"""The judge page's figures against the judgement's JSON (issue 44).

Usage: check_values.py judge PAGE_DOM JSONL
       check_values.py tables PAGE_DOM
       check_values.py text PAGE_DOM TEXT
       check_values.py values PAGE_DOM JSONL
       check_values.py play PAGE_DOM JSONL

PAGE_DOM is the page as Chromium rendered it (--dump-dom); JSONL the same boards judged with
--json.  For every board section, in order with the JSON lines:
  * every distribution chart is labelled across with the quantity its data are: the measure
    for data-quantity="distribution", "tricks of <tricks_of>" for data-quantity="tricks";
  * each chart's bars are the option's shares of the deals from the JSON, value by value;
  * every heat grid's header row has one cell per column of every row, and each cell is the
    share of the deals at the value its header names;
  * no text dump of the report follows the tables (no table.text, no div.report).
In both modes, every table of the page is a grid: each row, its cells widened by colspan and
rowspan, as wide as the header, so that no header stands over another column's numbers.
In the text mode, TEXT is the same run's text output: each of its tables (a header line and
the rows aligned under it, stich/text_table.h: a cell starts or ends with its header) that the
page shows (a table headed as the text's, in the text's order), every number of a row is in
the page's cell under the same header, not one column off; at least one table is checked.
In the values mode (solve, solve --cards and analyze pages), JSONL is the same run with --json,
a line a board: every table the page draws from the typed answers (table[data-values]) has
its numbers from the JSON: each trick table's cell (row's seat, column's strain or game) the
JSON's "table" entry; each card value row's cards and value those of the JSON's "cards" in
order; each of Alliance's games (table[data-values=choices], headed in two rows: a way of
paying over its seats) each seat's marks under each way the JSON's, its tricks and payoff;
each settlement's seat the JSON's settlement (Préférence's money, that of Ausfechten
without a contract; whist's points of the seat's side less the other's; a bridge contract's
double-dummy score for N-S, its negation for E-W).  At least one table is checked.
In the play mode, JSONL is `stich play --json` of the same file (a line a card): each board's
table of the tricks (table[data-values=play]) has every card in its trick's row under its
seat's header, the leader of each trick named, and under a card that cost something its cost
(Préférence's money too) and the best cards; no table split from the text.
Prints what it checked; exits 1 with the first mismatch.
"""
import json
import re
import sys
from html.parser import HTMLParser


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent = tag, dict(attrs), parent
        self.children, self.text = [], []

    def all(self, tag=None, **attrs):
        for c in self.children:
            if (tag is None or c.tag == tag) and all(
                    v in (c.attrs.get(k.rstrip('_')) or '').split() or
                    c.attrs.get(k.rstrip('_')) == v for k, v in attrs.items()):
                yield c
            yield from c.all(tag, **attrs)

    def content(self):  # the text inside, tags left out
        after = self.text[1:] + [''] * (len(self.children) + 1 - len(self.text))
        return self.text[0] + ''.join(c.content() + t for c, t in zip(self.children, after))


VOID = {'meta', 'br', 'img', 'input', 'link', 'hr'}


class Tree(HTMLParser):
    def __init__(self):
        super().__init__()
        self.root = Node('root', [], None)
        self.at = self.root
        self.at.text.append('')

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.at)
        self.at.children.append(node)
        node.text.append('')
        if tag in VOID:
            self.at.text.append('')
            return
        self.at = node

    def handle_startendtag(self, tag, attrs):
        self.at.children.append(Node(tag, attrs, self.at))
        self.at.children[-1].text.append('')
        self.at.text.append('')

    def handle_endtag(self, tag):
        node = self.at
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.at = node.parent
            self.at.text.append('')

    def handle_data(self, data):
        self.at.text[-1] += data


def fail(message):
    print('FAIL:', message)
    sys.exit(1)


def shares(histogram):
    deals = sum(histogram.values())
    return {float(k): n / deals for k, n in histogram.items()}


def number(text):
    return float(text.replace('\u2212', '-').rstrip('%'))


def check_chart(figure, option, quantity, histogram, where):
    svg = next(figure.all('svg'))
    title = next(svg.all('text', class_='ct')).content()
    if title != option['option']:
        fail(f'{where}: a chart titled {title!r} where {option["option"]!r} was expected')
    axis = [t for t in svg.all('text', class_='at') if 'rotate' not in t.attrs.get('transform', '')]
    across = axis[0].content() if axis else ''
    if across != quantity:
        fail(f'{where}, {title}: the axis across reads {across!r}, its data are {quantity!r}')
    want = shares(histogram)
    bars = {}
    for rect in svg.all('rect'):
        label, _, value = next(rect.all('title')).content().rpartition(': ')
        bars[float(label.replace('\u2212', '-'))] = number(value) / 100
    for value, share in want.items():
        if abs(bars.get(value, -1) - share) > 0.0006:
            fail(f'{where}, {title}: the bar at {value} is {bars.get(value)}, the JSON {share:.4f}')
    for value, share in bars.items():
        if share > 0 and value not in want:
            fail(f'{where}, {title}: a bar at {value} that the JSON does not have')
    return len(want)


def check_heat(table, options, quantity_key, where):
    rows = list(table.all('tr'))
    head = [c.content() for c in rows[0].children if c.tag in ('th', 'td')]
    if head[:2] != ['Card', 'Mean']:
        fail(f'{where}: the grid starts {head[:2]}')
    values = [number(h) for h in head[2:]]
    checked = 0
    for row in rows[1:]:
        cells = [c for c in row.children if c.tag in ('th', 'td')]
        if len(cells) != len(head):
            fail(f'{where}: a row of {len(cells)} cells under a header of {len(head)}')
        cards = row_cards(cells[0])
        option = next((o for o in options if o['option'].split() == cards), None)
        if option is None:
            fail(f'{where}: no option for the row {cards}')
        want = shares(option[quantity_key])
        for value, cell in zip(values, cells[2:]):
            text = cell.content().strip()
            got = number(text) / 100 if text else 0.0
            if abs(got - want.get(value, 0.0)) > 0.006:
                fail(f'{where}: {option["option"]} at {value}: the cell reads {text!r}, '
                     f'the JSON {want.get(value, 0.0):.3f}')
            checked += 1
    return checked


SUITS = {'\u2660': 'S', '\u2665': 'H', '\u2666': 'D', '\u2663': 'C'}


def row_cards(cell):
    cards = []
    for span in cell.all('span'):
        if any(c.tag == 'span' for c in span.children):  # a card is its innermost span
            continue
        text = span.content().strip()
        if text and text[0] in SUITS:
            cards.append(SUITS[text[0]] + text[1:].replace('10', 'T'))
    return cards


def boards_with_json(dom, jsonl):
    """The page's board sections (those not failed), each with its line of the JSON."""
    tree = Tree()
    tree.feed(open(dom, encoding='utf-8').read())
    lines = [json.loads(line) for line in open(jsonl, encoding='utf-8') if line.strip()]
    sections = [s for s in tree.root.all('section', class_='board')
                if 'failed' not in s.attrs.get('class', '')]
    if len(sections) != len(lines):
        fail(f'{len(sections)} board sections for {len(lines)} JSON lines')
    return list(zip(sections, lines))


def check_judge(dom, jsonl):
    judged = boards_with_json(dom, jsonl)
    bars = charts = cells = 0
    for section, data in judged:
        where = 'board ' + data['board']
        if list(section.all('div', class_='report')) or list(section.all('table', class_='text')):
            fail(f'{where}: the report\'s text is dumped below its tables')
        options = {o['option']: o for o in data['options']}
        quantities = {'distribution': data['measure'],
                      'tricks': 'tricks of ' + data['tricks_of']}
        for div in section.all('div', class_='charts'):
            key = div.attrs.get('data-quantity')
            if key not in quantities:
                continue
            for figure in div.all('figure'):
                title = next(figure.all('text', class_='ct')).content()
                bars += check_chart(figure, options[title], quantities[key], options[title][key],
                                    where)
                charts += 1
        for table in section.all('table', class_='heat'):
            key = table.attrs.get('data-quantity')
            cells += check_heat(table, data['options'], key, where)
        counts_tricks = any(o['tricks'] for o in data['options'])
        if data['unit'] != 'tricks' and counts_tricks and not (
                any(True for _ in section.all('div', **{'data-quantity': 'tricks'})) or
                any(True for _ in section.all('table', **{'data-quantity': 'tricks'}))):
            fail(f'{where}: the measure is {data["unit"]}, and no chart shows the tricks')
    if charts + cells == 0:
        fail('no chart or grid checked')
    print(f'judge values: {len(judged)} boards, {charts} charts ({bars} bars) and {cells} grid '
          f'cells match the JSON')


def check_tables(dom):
    tree = Tree()
    tree.feed(open(dom, encoding='utf-8').read())
    tables = 0
    for table in tree.root.all('table'):
        if table.attrs.get('class') in ('vchoices',):  # the viewer's, filled by its script
            continue
        widths, pending = [], []  # pending: rows still covered by a rowspan, per column
        for row in table.all('tr'):
            width = sum(1 for p in pending if p > 0)
            pending = [p - 1 for p in pending if p > 1]
            for cell in row.children:
                if cell.tag not in ('th', 'td'):
                    continue
                span = int(cell.attrs.get('colspan', 1))
                width += span
                pending += [int(cell.attrs.get('rowspan', 1)) - 1] * span
            pending = [p for p in pending if p > 0]
            widths.append(width)
        if len(set(widths)) > 1:
            fail(f'a table whose rows are {widths} cells wide: '
                 f'{table.content()[:120]!r}')
        tables += 1
    print(f'tables: {tables} tables, every row as wide as its header')


def text_cells(line):
    """A text line's cells: (first column, past-the-end column, text), two blanks apart."""
    cells, at = [], 0
    for part in line.split('  '):
        if part.strip():
            start = at + len(part) - len(part.lstrip())
            cells.append((start, at + len(part.rstrip()), part.strip()))
        at += len(part) + 2
    return cells


def under(header, row):
    """The header index of each cell of `row`, or None when a cell stands under none."""
    placed, k = [], 0
    for start, end, _ in row:
        while k < len(header) and header[k][0] != start and header[k][1] != end:
            k += 1
        if k == len(header):
            return None
        placed.append(k)
        k += 1
    return placed


def text_tables(text):
    """The text's tables: (header texts, rows of {header index: text}), aligned rows only."""
    lines = text.split('\n')
    tables, i = [], 0
    while i < len(lines):
        header = text_cells(lines[i])
        rows, j = [], i + 1
        indent = len(lines[i]) - len(lines[i].lstrip())
        while len(header) >= 2 and j < len(lines):
            row = text_cells(lines[j])
            deeper = len(lines[j]) - len(lines[j].lstrip()) > indent
            if deeper and len(row) == 1:  # a detail under a row
                j += 1
                continue
            placed = under(header, row) if len(row) >= 2 else None
            if placed is None:
                break
            rows.append({k: cell[2] for k, cell in zip(placed, row)})
            j += 1
        if rows:
            tables.append(([h[2] for h in header], rows))
            i = j
        else:
            i += 1
    return tables


def is_number(text):
    """A count, a signed sum, a fraction (+7/2), a score (4:0) or a share (30.0%)."""
    return re.fullmatch(r'[+-]?\d+([./:]\d+)?%?', text) is not None


def check_text(dom, text_file):
    tree = Tree()
    tree.feed(open(dom, encoding='utf-8').read())
    page = []
    for table in tree.root.all('table'):
        rows = []
        for row in table.all('tr'):
            rows.append([' '.join(c.content().split()) for c in row.children
                         if c.tag in ('td', 'th')])
        page.append(rows)
    tables = cells = skipped = 0
    at = 0  # the text's tables are on the page in their order, board after board
    for header, rows in text_tables(open(text_file, encoding='utf-8').read()):
        found = next((k for k in range(at, len(page)) if page[k] and page[k][0] == header), None)
        if found is None:  # lines aligned by chance, or text the page draws otherwise
            skipped += 1
            continue
        grid, at = page[found], found + 1
        body = [r for r in grid[1:] if len(r) > 1]
        if len(body) < len(rows):
            fail(f'the table headed {header} has {len(body)} rows on the page, '
                 f'{len(rows)} in the text')
        for row, cells_on_page in zip(rows, body):
            for k, value in row.items():
                if not is_number(value):
                    continue
                shown = cells_on_page[k] if k < len(cells_on_page) else None
                # The page writes the text's "-" as its minus sign, U+2212.
                if shown != value.replace('-', '\u2212'):
                    fail(f'under "{header[k]}" the text has {value}, the page {shown!r}: '
                         f'row {cells_on_page}')
                cells += 1
        tables += 1
    if tables == 0:
        fail('no table of the text found')
    print(f'text: {tables} tables, {cells} numbers under the same header as in the text '
          f'({skipped} aligned lines of the text not a table of the page)')


def plain(text):
    """A page's cell as the JSON writes it: suit symbols as letters, 10 as T, no blanks."""
    text = ' '.join(text.replace('\u00ad', '').split())  # a header's soft hyphens out
    for symbol, letter in SUITS.items():
        text = text.replace(symbol + ' ', letter).replace(symbol, letter)
    return text.replace('10', 'T')


def dotted_cards(hand):
    """A dotted hand ("QT..") as the page writes its cards ("SQ ST"), a dash for none."""
    if not hand:
        return '\u2013'
    return ' '.join(suit + face for suit, faces in zip('SHDC', hand.split('.'))
                    for face in faces)


def whist_points(j, seat):
    """Whist's settlement of `seat`: its side's points for tricks and honours less the other's."""
    side, other = ('NS', 'EW') if seat in 'NS' else ('EW', 'NS')
    points = j['points']
    return (points[side]['tricks'] + points[side]['honours']) - (
        points[other]['tricks'] + points[other]['honours'])


def fraction(text):  # "+7/3", "\u221236"
    text = text.strip().replace('\u2212', '-')
    if '/' in text:
        num, den = text.split('/')
        return int(num) / int(den)
    return float(text)


def header_grid(table):
    """A table headed in two rows (a group over its columns): each column's (group, label),
    (None, label) for a column headed once across both rows, and the body's rows of cells,
    each column where its header's spans put it."""
    rows = [r for r in table.all('tr')]
    heads = [r for r in rows if all(c.tag == 'th' for c in r.children if c.tag in ('th', 'td'))]
    grid = {}  # (row, column) -> (text, spanned from above)
    for r, row in enumerate(heads):
        column = 0
        for cell in (c for c in row.children if c.tag == 'th'):
            while (r, column) in grid:
                column += 1
            text = ' '.join(cell.content().replace('\u00ad', '').split())  # soft hyphens out
            rowspan, colspan = int(cell.attrs.get('rowspan', 1)), int(cell.attrs.get('colspan', 1))
            for dr in range(rowspan):
                for dc in range(colspan):
                    grid[(r + dr, column + dc)] = (text, dr > 0 or rowspan == len(heads))
            column += colspan
    width = max(c for _, c in grid) + 1
    labels = []
    for c in range(width):
        top, whole = grid[(0, c)]
        labels.append((None, top) if whole else (top, grid[(len(heads) - 1, c)][0]))
    body = [[cell.content() for cell in r.children if cell.tag in ('th', 'td')]
            for r in rows[len(heads):]]
    return labels, body


def check_values(dom, jsonl):
    checked, cells = {}, 0
    for section, answer in boards_with_json(dom, jsonl):
        where = f'board {answer.get("board")}'
        for table in section.all('table'):
            kind = table.attrs.get('data-values')
            if not kind:
                continue
            caption = ' '.join(next(table.all('caption')).content().split())
            j = answer.get('after_play', answer) if '(after ' in caption else answer
            rows = [[c.content() for c in r.children if c.tag in ('th', 'td')]
                    for r in table.all('tr')]
            header, body = [plain(h) for h in rows[0]], rows[1:]
            if kind == 'tricks':
                for row in body:
                    for column, cell in zip(header[1:], row[1:]):
                        if 'table' in j:
                            entry = j['table'][plain(row[0])][column]
                        else:  # one contract solved (Alliance's): declarer's side's tricks
                            if plain(row[0]) != str(j['declarer']) or column != j['contract']:
                                fail(f'{where}: a trick table of {row[0]} and {column}, the '
                                     f'JSON\'s contract {j["contract"]} by {j["declarer"]}')
                            entry = j['declarer_tricks']
                        want = entry
                        if isinstance(entry, dict):  # Préférence: tricks, + makes, - fails
                            want = entry['declarer_tricks']
                        want = '\u2013' if want is None else str(want)
                        if isinstance(entry, dict):
                            want += ' +' if entry['makes'] else ' \u2212'
                        if ' '.join(cell.split()) != want:
                            fail(f'{where}: tricks of {row[0]} under {column}: page {cell!r}, '
                                 f'JSON {want}')
                        cells += 1
            elif kind == 'games':  # one declarer's games: tricks, result, discard
                for row in body:
                    if 'games' in j:
                        game = j['games'][plain(row[0])]
                    elif plain(row[0]) == j['contract']:  # the board's game alone
                        game = j
                    else:
                        fail(f'{where}: the game {row[0]}, the JSON\'s contract {j["contract"]}')
                    tricks = game['declarer_tricks']
                    want = ['\u2013' if tricks is None else str(tricks),
                            'makes' if game['makes'] else 'fails',
                            dotted_cards(game.get('discard'))]
                    got = [row[1].strip(), row[2].strip(), plain(row[3])]
                    if got != want:
                        fail(f'{where}: the game {row[0]}: page {got}, JSON {want}')
                    cells += 3
            elif kind == 'choices':  # Alliance's games: each seat under each way of paying
                labels, body = header_grid(table)
                keys = {'each pays each': 'settlement_each_pays_each',
                        'shared once': 'settlement_shared'}
                games = {g['contract']: g for g in j['games']}
                for row in body:
                    if len(row) == 1:  # a Lever's exchange, across the row
                        continue
                    game = games.get(plain(row[0]))
                    if game is None:
                        fail(f'{where}: the game {row[0]!r} is not among the JSON\'s games')
                    for (group, seat), cell in zip(labels, row):
                        if group is None:  # a column of the game's own
                            continue
                        if group not in keys:
                            fail(f'{where}: seat {seat} under {group!r}, no way of paying')
                        want = game[keys[group]][seat]
                        if abs(fraction(cell) - want) > 1e-6:
                            fail(f'{where}: {row[0]} seat {seat} under {group!r}: page {cell!r}, '
                                 f'JSON {want}: a header over another column')
                        cells += 1
                    for label, key in (('Tricks', 'declarer_tricks'), ('Payoff', 'payoff')):
                        at = labels.index((None, label))
                        if number(row[at]) != game[key]:
                            fail(f'{where}: {row[0]} {label}: page {row[at]!r}, JSON {game[key]}')
                        cells += 1
            elif kind == 'cards':
                runs = j['cards']
                if len(runs) != len(body):
                    fail(f'{where}: {len(body)} card values on the page, {len(runs)} in JSON')
                for row, run in zip(body, runs):
                    value = next(run[k] for k in ("money", "payoff", "marks", "tricks") if k in run)
                    if plain(row[0]).split() != run['cards'] or abs(number(row[1]) - value) > 1e-9:
                        fail(f'{where}: card values {row[:2]} on the page, {run} in the JSON')
                    cells += 2
            elif kind == 'settlement':
                for seat, cell in zip(header, body[0]):
                    if answer['game'] == 'whist':
                        want = whist_points(j, seat)
                    elif answer['game'] == 'bridge':  # the contract's score, N-S's
                        want = j.get('dd_score') or 0
                        want = want if seat in 'NS' else -want
                    elif answer['game'] == 'alliance':  # the board's contract's marks
                        if cell.strip() == '\u2013':  # its figures unplaced: each way apart
                            continue
                        want = j['contract']['settlement'][seat]
                    else:  # Préférence: the game's money, or all passing (Ausfechten)
                        want = j.get('settlement', j.get('ausfechten', {}).get('settlement'))[seat]
                    if abs(fraction(cell) - want) > 1e-9:
                        fail(f'{where}: settlement of {seat}: page {cell!r}, JSON {want}')
                    cells += 1
            checked[kind] = checked.get(kind, 0) + 1
    if not checked:
        fail('no table drawn from the typed answers')
    print(f'values: {checked} tables from the typed answers, {cells} numbers as in the JSON')


def check_play(dom, jsonl):
    """The play page's table of the tricks against `stich play --json`: every card in its
    trick's row under its seat, the leader named, what a card cost and the best cards."""
    tree = Tree()
    tree.feed(open(dom, encoding='utf-8').read())
    boards = []
    for line in open(jsonl, encoding='utf-8'):
        if line.strip():
            card = json.loads(line)
            if not boards or boards[-1][0]['board'] != card['board']:
                boards.append([])
            boards[-1].append(card)
    sections = [s for s in tree.root.all('section', class_='board')
                if 'failed' not in s.attrs.get('class', '')]
    if len(sections) != len(boards):
        fail(f'{len(sections)} board sections for {len(boards)} boards in the JSON')
    cells = 0
    for section, cards in zip(sections, boards):
        where = 'board ' + cards[0]['board']
        if any(True for _ in section.all('table', class_='text')):
            fail(f'{where}: a table split from the text')
        table = next(section.all('table', **{'data-values': 'play'}), None)
        if table is None:
            fail(f'{where}: no table of the tricks')
        rows = [[c for c in r.children if c.tag in ('th', 'td')] for r in table.all('tr')]
        header = [c.content().strip() for c in rows[0]]
        by_trick = {int(r[0].content()): r for r in rows[1:]}
        led = set()
        for card in cards:
            row = by_trick.get(card['trick'])
            if row is None:
                fail(f'{where}: no row for trick {card["trick"]}')
            seat = str(card['seat'])
            cell = row[header.index(seat)]
            got = row_cards(cell)
            if not got or got[0] != card['card']:
                fail(f'{where}: trick {card["trick"]}, seat {seat}: page {got}, JSON {card["card"]}')
            if card['trick'] not in led:
                led.add(card['trick'])
                if row[1].content().strip() != seat:
                    fail(f'{where}: trick {card["trick"]} led by {row[1].content()!r}, '
                         f'JSON {seat}')
            cost = next(cell.all('span', class_='cost'), None)
            if (cost is not None) != (card['cost'] != 0):
                fail(f'{where}: {card["card"]}: cost on the page {cost and cost.content()!r}, '
                     f'JSON {card["cost"]}')
            if cost is not None:
                text = ' '.join(cost.content().split())
                if not text.startswith('\u2212' + str(card['cost']) + ' '):
                    fail(f'{where}: {card["card"]} cost {text!r}, JSON {card["cost"]}')
                if 'money_cost' in card and f'\u2212{card["money_cost"]:g} money' not in text:
                    fail(f'{where}: {card["card"]} cost {text!r}, JSON money {card["money_cost"]}')
                # The same cards: the page writes them as the text does (docs/output.md),
                # spades first and high to low, the JSON in its runs' order.
                if sorted(got[1:]) != sorted(card.get('best', [])):
                    fail(f'{where}: {card["card"]}: best {got[1:]} on the page, JSON '
                         f'{card.get("best")}')
            cells += 1
    if cells == 0:
        fail('no card checked')
    print(f'play: {len(boards)} boards, {cells} cards in their trick and seat as in the JSON')


if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'judge':
        check_judge(sys.argv[2], sys.argv[3])
        check_tables(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == 'tables':
        check_tables(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == 'values':
        check_values(sys.argv[2], sys.argv[3])
        check_tables(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == 'play':
        check_play(sys.argv[2], sys.argv[3])
        check_tables(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == 'text':
        check_text(sys.argv[2], sys.argv[3])
        check_tables(sys.argv[2])
    else:
        fail(__doc__)
