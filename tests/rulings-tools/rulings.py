#!/usr/bin/env python3
"""List the official rulings that concern the automated cards (crates/vtes/cards/*.defs),
numbered R001... in the order of rulings.yaml, one per distinct ruling (a group ruling once,
with every automated card of the group). With --check DOC, check that DOC (docs/rulings.md)
has a row for every ruling and that every scenario file it names exists.

With --renumber DOC, give every row of DOC's "Every ruling" table the number the list gives
its ruling (matched by its references, then by its cards), sort the rows by number, and
rewrite the R numbers named elsewhere in DOC: after a merge of two branches that each added
cards, the rows of both sides are kept and numbered anew.

Usage: tests/rulings-tools/rulings.py [--data DIR] [--check docs/rulings.md | --renumber docs/rulings.md]
"""
import csv, glob, os, re, sys, unicodedata
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def norm(s):
    s = unicodedata.normalize('NFKD', s.replace('™', ''))
    s = ''.join(c for c in s if not unicodedata.combining(c)).lower()
    return re.sub(r'[^a-z0-9]', '', re.sub(r'\((g\d+|adv)\)', '', s))


def last_doc(path):
    return [d for d in yaml.safe_load_all(open(path, encoding='utf-8')) if d][-1]


def rulings(data):
    names = []
    for f in sorted(glob.glob(os.path.join(ROOT, 'crates/vtes/cards/*.defs'))):
        for line in open(f, encoding='utf-8'):
            m = re.match(r'\s*"([^"]+)"\s*=', line)
            if m:
                names.append(m.group(1))
    by_name = {}
    for fn in ('vteslib.csv', 'vtescrypt.csv'):
        for r in csv.DictReader(open(os.path.join(data, fn), encoding='utf-8-sig')):
            by_name.setdefault(norm(r['Name']), []).append(r['Id'])
    card_of = {}
    for n in names:
        ids = by_name.get(norm(n))
        if not ids:
            sys.exit(f'no card id for {n!r}')
        for i in ids:
            card_of[i] = n
    groups = last_doc(os.path.join(data, 'rulings/groups.yaml'))
    out = []
    for key, texts in last_doc(os.path.join(data, 'rulings/rulings.yaml')).items():
        kid = key.split('|', 1)[0]
        if kid.startswith('G'):
            cards = [card_of[m.split('|')[0]] for m in groups.get(key) or {} if m.split('|')[0] in card_of]
        else:
            cards = [card_of[kid]] if kid in card_of else []
        if cards:
            for t in texts:
                out.append((cards, key, t))
    return [(f'R{i:03d}', c, k, t) for i, (c, k, t) in enumerate(out, 1)]


REF = re.compile(r'\[[A-Z]+ [^\]]+\]')


def row_cards(cell):
    """The cards cell without its group name, folded (card names may hold commas)."""
    return norm(re.sub(r'\(group [^)]*\)', '', cell))


def renumber(rs, path):
    """Renumber the rows of the 'Every ruling' table of `path` in place (see the docstring)."""
    text = open(path, encoding='utf-8').read()
    head, sep, table = text.partition('## Every ruling')
    if not sep:
        sys.exit(f'{path}: no "## Every ruling" section')
    lines = table.split('\n')
    rows = [(i, l) for i, l in enumerate(lines) if re.match(r'^\| R\d{3} \|', l)]
    every = {r: (frozenset(REF.findall(t)), {norm(c) for c in cards}) for r, cards, _, t in rs}
    free = dict(every)
    mapping, placed, errors = {}, {}, []

    def worth(line):
        # Of two rows for one ruling (both sides of a merge), the one that says more: more
        # scenario files, then more cards (a group row extended), then more words.
        return (line.count('.scenario`'), len(line.split('|')[2]), len(line))

    for i, line in rows:
        cells = line.split('|')
        old, cards, refs = cells[1].strip(), row_cards(cells[2]), frozenset(REF.findall(cells[3]))
        def match(pool):
            # The rulings with these references about one of these cards, those about
            # exactly these cards first (a card's own ruling and its group's may share
            # references).
            hits = [r for r, (rr, cc) in pool.items() if rr == refs and any(c in cards for c in cc)]
            return sorted(hits, key=lambda r: sum(len(c) for c in every[r][1]) != len(cards))
        hits = match(free)
        if hits:
            new = hits[0]
            del free[new]
        else:
            # A second row for a ruling already placed: the two sides of a merge.
            taken = [r for r in match(every) if r in placed]
            if not taken:
                errors.append(f'no ruling for the row {old} ({cells[2].strip()} {cells[3].strip()})')
                continue
            new = taken[0]
        mapping.setdefault(old, new)
        cells[1] = f' {new} '
        row = '|'.join(cells)
        if new not in placed or worth(row) > worth(placed[new]):
            placed[new] = row
    if errors:
        sys.exit('\n'.join(errors))
    placed = sorted(placed.items())
    first = rows[0][0] if rows else len(lines)
    kept = [l for i, l in enumerate(lines) if i not in {j for j, _ in rows}]
    table = '\n'.join(kept[:first] + [l for _, l in placed] + kept[first:])
    head = re.sub(r'\bR\d{3}\b', lambda m: mapping.get(m.group(0), m.group(0)), head)
    open(path, 'w', encoding='utf-8').write(head + sep + table)
    for r in free:
        print('no row for', r)
    print(f'{len(placed)} rows renumbered, {len(free)} rulings without a row')


def main():
    args = sys.argv[1:]
    data = os.path.join(ROOT, '../shared/data/vtes')
    if '--data' in args:
        data = args[args.index('--data') + 1]
    rs = rulings(data)
    if '--renumber' in args:
        renumber(rs, args[args.index('--renumber') + 1])
        return
    if '--check' in args:
        doc = open(args[args.index('--check') + 1], encoding='utf-8').read()
        bad = [r for r, *_ in rs if not re.search(rf'^\| {r} \|', doc, re.M)]
        files = set(re.findall(r'`(tests/[^`]+\.scenario)`', doc))
        missing = [f for f in files if not os.path.exists(os.path.join(ROOT, f))]
        for r in bad:
            print('no row for', r)
        for f in sorted(missing):
            print('missing file', f)
        print(f'{len(rs)} rulings, {len(bad)} without a row, {len(missing)} missing files')
        sys.exit(1 if bad or missing else 0)
    for r, cards, key, text in rs:
        print(f'{r}\t{", ".join(cards)}\t{key}\t{text}')


if __name__ == '__main__':
    main()
