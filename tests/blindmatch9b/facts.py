"""Print the expected facts of both matches from the data files (blind round 9, blindmatch9b)."""
import os, yaml
HERE = os.path.dirname(os.path.abspath(__file__))

def mm(e):
    if e.get('minute') is None:
        return '(no minute, %s)' % e.get('period')
    if e.get('added'):
        return f"{e['minute']}+{e['added']}'"
    return f"{e['minute']}'" + (' (stoppage time, added minutes not given)' if e.get('stoppage_time') else '')

for folder in ['ucl2015_final', 'wc2006_qf']:
    d = yaml.safe_load(open(os.path.join(HERE, folder, 'knowledge', 'match.yaml')))
    P = {p['id']: p for p in d['people']}
    T = {t['id']: t for t in d['teams']}
    n = lambda i: P[i]['name'] if i in P else (T[i]['name'] if i in T else i)
    m = d['match']
    print('=' * 70); print(folder)
    print('competition:', m['competition']['name'], '/', m['competition']['stage'])
    print('venue:', m['venue']['stadium'], m['venue']['city'], m['venue'].get('country'))
    print('day:', m['day'])
    print('score:', {n(k): v for k, v in m['score'].items()}, 'decided_in:', m.get('result', {}).get('decided_in'))
    sh = m.get('result', {}).get('shootout')
    if sh:
        print('shootout:', {n(k): v for k, v in sh['score'].items()})
        for i, k in enumerate(sh['kicks'], 1):
            print(f"  kick {i}: {n(k['team'])} {n(k['taker'])} {k['outcome']}" + (f" (keeper {n(k['keeper'])})" if k.get('keeper') else ''))
    print('winner:', n(m['winner']))
    print('referee:', n(m['referee']), '| attendance:', m.get('attendance'))
    for a in m.get('awards', []):
        print('award:', a['name'], '-', n(a['person']), f"({a['scope']})")
    for l in m['lineups']:
        print(f"lineup {n(l['team'])} {l.get('formation')} captain {n(l['captain'])}:", ', '.join(n(x) for x in l['starting']))
        if l.get('bench'):
            print('   bench:', ', '.join(n(x) for x in l['bench']))
    coaches = [p['name'] + ' (' + n(p['team']) + ')' for p in d['people'] if 'coach' in p.get('roles', [])]
    print('coaches:', coaches)
    # goals and running score
    run = {t: 0 for t in m['teams']}
    print('timeline:')
    for e in m['timeline']:
        if e['kind'] == 'goal':
            run[e['team']] += 1
            s = '-'.join(str(run[t]) for t in m['teams'])
            print(f"  GOAL {mm(e)} {n(e['team'])}: {n(e['scorer'])} ({e['method']})"
                  + (f" assist {n(e['assist'])} [{e.get('assist_kind')}]" if e.get('assist') else '') + f" -> {s}")
        elif e['kind'] == 'substitution':
            print(f"  SUB {mm(e)} {n(e['team'])}: {n(e['came_on'])} on for {n(e['went_off'])}" + (f" ({e['reason']})" if e.get('reason') else ''))
        elif e['kind'] == 'card':
            print(f"  CARD {mm(e)} {n(e['team'])}: {e['card']} {n(e['person'])}" + (f" - {e.get('reason')}" if e.get('reason') else ''))
        else:
            print(f"  {e['kind'].upper()} {mm(e)}: {e.get('title')} ({', '.join(n(x) for x in e.get('people', []))})")
    goals = [e for e in m['timeline'] if e['kind'] == 'goal']
    print('goals total:', len(goals), '| per team:', {n(t): sum(1 for g in goals if g['team'] == t) for t in m['teams']})
    print('headers:', [n(g['scorer']) for g in goals if g['method'] == 'header'])
    print('cards:', [(n(e['person']), e['card']) for e in m['timeline'] if e['kind'] == 'card'])
    subs = [e for e in m['timeline'] if e['kind'] == 'substitution']
    print('subs per team:', {n(t): sum(1 for s in subs if s['team'] == t) for t in m['teams']})
    print('quotes:', len(d.get('quotes', [])))
    nm = m.get('next_match')
    if nm:
        print('next match:', nm['stage'], [n(t) for t in nm['teams']], nm['city'], nm['weekday'], nm['date'],
              {n(k): v for k, v in nm.get('score', {}).items()}, 'winner', n(nm['winner']), nm.get('decided_in'))
    print('people descriptions / records:')
    for p in d['people']:
        if p.get('description') or p.get('records'):
            print(f"  {p['name']} ({n(p.get('team')) if p.get('team') else '-'}): {p.get('description', '')}"
                  + ''.join(' | RECORD ' + r['text'] for r in p.get('records', [])))
    for t in d['teams']:
        for h in t.get('honours', []):
            print(f"  honour {t['name']}: {h['label']}")
        for r in t.get('records', []):
            print(f"  record {t['name']}: {r['text']}")
