"""Writes worldcup.json and its side files for the 2010 World Cup, from memory (CC0)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ST = {  # key: (stadium, city, capacity)
 'SC': ('Soccer City', 'Johannesburg', 84490), 'EP': ('Ellis Park Stadium', 'Johannesburg', 55686),
 'CT': ('Cape Town Stadium', 'Cape Town', 64100), 'DU': ('Moses Mabhida Stadium', 'Durban', 62760),
 'PE': ('Nelson Mandela Bay Stadium', 'Port Elizabeth', 42486), 'PR': ('Loftus Versfeld Stadium', 'Pretoria', 42858),
 'BL': ('Free State Stadium', 'Bloemfontein', 40911), 'PO': ('Peter Mokaba Stadium', 'Polokwane', 41733),
 'RU': ('Royal Bafokeng Stadium', 'Rustenburg', 38646), 'NE': ('Mbombela Stadium', 'Nelspruit', 40929)}
# (round/group, date, time, t1, t2, ht, ft, et, p, goals1, goals2, ground)
# goal: (name, minute[, offset]) ; flags 'p' penalty, 'og' own goal as 4th elem
M = [
 ('A','06-11','16:00','South Africa','Mexico',(0,0),(1,1),None,None,[('Siphiwe Tshabalala',55)],[('Rafael Márquez',79)],'SC'),
 ('A','06-11','20:30','Uruguay','France',(0,0),(0,0),None,None,[],[],'CT'),
 ('B','06-12','13:30','South Korea','Greece',(1,0),(2,0),None,None,[('Lee Jung-soo',7),('Park Ji-sung',52)],[],'PE'),
 ('B','06-12','16:00','Argentina','Nigeria',(1,0),(1,0),None,None,[('Gabriel Heinze',6)],[],'EP'),
 ('C','06-12','20:30','England','USA',(1,1),(1,1),None,None,[('Steven Gerrard',4)],[('Clint Dempsey',40)],'RU'),
 ('C','06-13','13:30','Algeria','Slovenia',(0,0),(0,1),None,None,[],[('Robert Koren',79)],'PO'),
 ('D','06-13','16:00','Serbia','Ghana',(0,0),(0,1),None,None,[],[('Asamoah Gyan',85,0,'p')],'PR'),
 ('D','06-13','20:30','Germany','Australia',(2,0),(4,0),None,None,[('Lukas Podolski',8),('Miroslav Klose',26),('Thomas Müller',68),('Cacau',70)],[],'DU'),
 ('E','06-14','13:30','Netherlands','Denmark',(0,0),(2,0),None,None,[('Daniel Agger',46,0,'og'),('Dirk Kuyt',85)],[],'SC'),
 ('E','06-14','16:00','Japan','Cameroon',(1,0),(1,0),None,None,[('Keisuke Honda',39)],[],'BL'),
 ('F','06-14','20:30','Italy','Paraguay',(0,1),(1,1),None,None,[('Daniele De Rossi',63)],[('Antolín Alcaraz',39)],'CT'),
 ('F','06-15','13:30','New Zealand','Slovakia',(0,0),(1,1),None,None,[('Winston Reid',90,3)],[('Róbert Vittek',50)],'RU'),
 ('G','06-15','16:00','Ivory Coast','Portugal',(0,0),(0,0),None,None,[],[],'PE'),
 ('G','06-15','20:30','Brazil','North Korea',(0,0),(2,1),None,None,[('Maicon',55),('Elano',72)],[('Ji Yun-nam',89)],'EP'),
 ('H','06-16','13:30','Honduras','Chile',(0,1),(0,1),None,None,[],[('Jean Beausejour',34)],'NE'),
 ('H','06-16','16:00','Spain','Switzerland',(0,0),(0,1),None,None,[],[('Gelson Fernandes',52)],'DU'),
 ('A','06-16','20:30','South Africa','Uruguay',(0,1),(0,3),None,None,[],[('Diego Forlán',24),('Diego Forlán',80,0,'p'),('Álvaro Pereira',90,5)],'PR'),
 ('B','06-17','13:30','Argentina','South Korea',(2,1),(4,1),None,None,[('Park Chu-young',17,0,'og'),('Gonzalo Higuaín',33),('Gonzalo Higuaín',76),('Gonzalo Higuaín',80)],[('Lee Chung-yong',45,1)],'SC'),
 ('B','06-17','16:00','Greece','Nigeria',(1,1),(2,1),None,None,[('Dimitris Salpingidis',44),('Vasilis Torosidis',71)],[('Kalu Uche',16)],'BL'),
 ('A','06-17','20:30','France','Mexico',(0,0),(0,2),None,None,[],[('Javier Hernández',64),('Cuauhtémoc Blanco',79,0,'p')],'PO'),
 ('D','06-18','13:30','Germany','Serbia',(0,1),(0,1),None,None,[],[('Milan Jovanović',38)],'PE'),
 ('C','06-18','16:00','Slovenia','USA',(2,0),(2,2),None,None,[('Valter Birsa',13),('Zlatan Ljubijankić',42)],[('Landon Donovan',48),('Michael Bradley',82)],'EP'),
 ('C','06-18','20:30','England','Algeria',(0,0),(0,0),None,None,[],[],'CT'),
 ('E','06-19','13:30','Netherlands','Japan',(0,0),(1,0),None,None,[('Wesley Sneijder',53)],[],'DU'),
 ('D','06-19','16:00','Ghana','Australia',(1,1),(1,1),None,None,[('Asamoah Gyan',25,0,'p')],[('Brett Holman',11)],'RU'),
 ('E','06-19','20:30','Cameroon','Denmark',(1,1),(1,2),None,None,[("Samuel Eto'o",10)],[('Nicklas Bendtner',33),('Dennis Rommedahl',61)],'PR'),
 ('F','06-20','13:30','Slovakia','Paraguay',(0,1),(0,2),None,None,[],[('Enrique Vera',27),('Cristian Riveros',86)],'BL'),
 ('F','06-20','16:00','Italy','New Zealand',(1,1),(1,1),None,None,[('Vincenzo Iaquinta',29,0,'p')],[('Shane Smeltz',7)],'NE'),
 ('G','06-20','20:30','Brazil','Ivory Coast',(1,0),(3,1),None,None,[('Luís Fabiano',25),('Luís Fabiano',50),('Elano',62)],[('Didier Drogba',79)],'SC'),
 ('G','06-21','13:30','Portugal','North Korea',(1,0),(7,0),None,None,[('Raul Meireles',29),('Simão',53),('Hugo Almeida',56),('Tiago',60),('Liédson',81),('Cristiano Ronaldo',87),('Tiago',89)],[],'CT'),
 ('H','06-21','16:00','Chile','Switzerland',(0,0),(1,0),None,None,[('Mark González',75)],[],'PE'),
 ('H','06-21','20:30','Spain','Honduras',(1,0),(2,0),None,None,[('David Villa',17),('David Villa',51)],[],'EP'),
 ('A','06-22','16:00','Mexico','Uruguay',(0,1),(0,1),None,None,[],[('Luis Suárez',43)],'RU'),
 ('A','06-22','16:00','France','South Africa',(0,2),(1,2),None,None,[('Florent Malouda',70)],[('Bongani Khumalo',20),('Katlego Mphela',37)],'BL'),
 ('B','06-22','20:30','Nigeria','South Korea',(1,1),(2,2),None,None,[('Kalu Uche',12),('Yakubu',69,0,'p')],[('Lee Jung-soo',38),('Park Chu-young',49)],'DU'),
 ('B','06-22','20:30','Greece','Argentina',(0,0),(0,2),None,None,[],[('Martín Demichelis',77),('Martín Palermo',89)],'PO'),
 ('C','06-23','16:00','Slovenia','England',(0,1),(0,1),None,None,[],[('Jermain Defoe',23)],'PE'),
 ('C','06-23','16:00','USA','Algeria',(0,0),(1,0),None,None,[('Landon Donovan',90,1)],[],'PR'),
 ('D','06-23','20:30','Ghana','Germany',(0,0),(0,1),None,None,[],[('Mesut Özil',60)],'SC'),
 ('D','06-23','20:30','Australia','Serbia',(0,0),(2,1),None,None,[('Tim Cahill',69),('Brett Holman',73)],[('Marko Pantelić',84)],'NE'),
 ('F','06-24','16:00','Slovakia','Italy',(1,0),(3,2),None,None,[('Róbert Vittek',25),('Róbert Vittek',73),('Kamil Kopúnek',89)],[('Antonio Di Natale',81),('Fabio Quagliarella',90,2)],'EP'),
 ('F','06-24','16:00','Paraguay','New Zealand',(0,0),(0,0),None,None,[],[],'PO'),
 ('E','06-24','20:30','Denmark','Japan',(0,2),(1,3),None,None,[('Jon Dahl Tomasson',81)],[('Keisuke Honda',17),('Yasuhito Endō',30),('Shinji Okazaki',87)],'RU'),
 ('E','06-24','20:30','Cameroon','Netherlands',(0,1),(1,2),None,None,[("Samuel Eto'o",65,0,'p')],[('Robin van Persie',36),('Klaas-Jan Huntelaar',83)],'CT'),
 ('G','06-25','16:00','Portugal','Brazil',(0,0),(0,0),None,None,[],[],'DU'),
 ('G','06-25','16:00','North Korea','Ivory Coast',(0,2),(0,3),None,None,[],[('Yaya Touré',14),('Romaric',20),('Salomon Kalou',82)],'NE'),
 ('H','06-25','20:30','Chile','Spain',(0,2),(1,2),None,None,[('Rodrigo Millar',47)],[('David Villa',24),('Andrés Iniesta',37)],'PR'),
 ('H','06-25','20:30','Switzerland','Honduras',(0,0),(0,0),None,None,[],[],'BL'),
 ('Round of 16','06-26','16:00','Uruguay','South Korea',(1,0),(2,1),None,None,[('Luis Suárez',8),('Luis Suárez',80)],[('Lee Chung-yong',68)],'PE'),
 ('Round of 16','06-26','20:30','USA','Ghana',(0,1),(1,1),(1,2),None,[('Landon Donovan',62,0,'p')],[('Kevin-Prince Boateng',5),('Asamoah Gyan',93)],'RU'),
 ('Round of 16','06-27','16:00','Germany','England',(2,1),(4,1),None,None,[('Miroslav Klose',20),('Lukas Podolski',32),('Thomas Müller',67),('Thomas Müller',70)],[('Matthew Upson',37)],'BL'),
 ('Round of 16','06-27','20:30','Argentina','Mexico',(2,0),(3,1),None,None,[('Carlos Tevez',26),('Gonzalo Higuaín',33),('Carlos Tevez',52)],[('Javier Hernández',71)],'SC'),
 ('Round of 16','06-28','16:00','Netherlands','Slovakia',(1,0),(2,1),None,None,[('Arjen Robben',18),('Wesley Sneijder',84)],[('Róbert Vittek',90,4,'p')],'DU'),
 ('Round of 16','06-28','20:30','Brazil','Chile',(2,0),(3,0),None,None,[('Juan',35),('Luís Fabiano',38),('Robinho',59)],[],'EP'),
 ('Round of 16','06-29','16:00','Paraguay','Japan',(0,0),(0,0),(0,0),(5,3),[],[],'PR'),
 ('Round of 16','06-29','20:30','Spain','Portugal',(0,0),(1,0),None,None,[('David Villa',63)],[],'CT'),
 ('Quarter-finals','07-02','16:00','Netherlands','Brazil',(0,1),(2,1),None,None,[('Felipe Melo',53,0,'og'),('Wesley Sneijder',68)],[('Robinho',10)],'PE'),
 ('Quarter-finals','07-02','20:30','Uruguay','Ghana',(0,1),(1,1),(1,1),(4,2),[('Diego Forlán',55)],[('Sulley Muntari',45,2)],'SC'),
 ('Quarter-finals','07-03','16:00','Argentina','Germany',(0,1),(0,4),None,None,[],[('Thomas Müller',3),('Miroslav Klose',68),('Arne Friedrich',74),('Miroslav Klose',89)],'CT'),
 ('Quarter-finals','07-03','20:30','Paraguay','Spain',(0,0),(0,1),None,None,[],[('David Villa',83)],'EP'),
 ('Semi-finals','07-06','20:30','Uruguay','Netherlands',(1,1),(2,3),None,None,[('Diego Forlán',41),('Maxi Pereira',90,2)],[('Giovanni van Bronckhorst',18),('Wesley Sneijder',70),('Arjen Robben',73)],'CT'),
 ('Semi-finals','07-07','20:30','Germany','Spain',(0,0),(0,1),None,None,[],[('Carles Puyol',73)],'DU'),
 ('Match for third place','07-10','20:30','Uruguay','Germany',(1,1),(2,3),None,None,[('Edinson Cavani',28),('Diego Forlán',51)],[('Thomas Müller',19),('Marcell Jansen',56),('Sami Khedira',82)],'PE'),
 ('Final','07-11','20:30','Netherlands','Spain',(0,0),(0,0),(0,1),None,[],[('Andrés Iniesta',116)],'SC'),
]
GROUPS = {}
def goal(g):
    d = {'name': g[0], 'minute': g[1]}
    if len(g) > 2 and g[2]: d['offset'] = g[2]
    if len(g) > 3: d['penalty' if g[3] == 'p' else 'owngoal'] = True
    return d
dates = sorted({m[1] for m in M})
out = []
for (r, date, time, t1, t2, ht, ft, et, p, g1, g2, st) in M:
    assert sum(1 for _ in g1) == (et or ft)[0] and len(g2) == (et or ft)[1], (t1, t2)
    score = {'ft': list(ft), 'ht': list(ht)}
    if et: score['et'] = list(et)
    if p: score['p'] = list(p)
    m = {'round': f'Matchday {dates.index(date) + 1}' if len(r) == 1 else r,
         'date': '2010-' + date, 'time': time, 'team1': t1, 'team2': t2, 'score': score,
         'goals1': [goal(g) for g in g1], 'goals2': [goal(g) for g in g2]}
    if len(r) == 1:
        m['group'] = 'Group ' + r
        GROUPS.setdefault('Group ' + r, [])
        for t in (t1, t2):
            if t not in GROUPS['Group ' + r]: GROUPS['Group ' + r].append(t)
    m['ground'] = ST[st][0] + ', ' + ST[st][1]
    out.append(m)
assert len(out) == 64
json.dump({'name': 'World Cup 2010', 'matches': out}, open(os.path.join(HERE, 'worldcup.json'), 'w'), ensure_ascii=False, indent=1)
json.dump({'name': 'World Cup 2010', 'stadiums': [{'city': c, 'timezone': 'UTC+2', 'name': n, 'capacity': cap} for n, c, cap in ST.values()]},
          open(os.path.join(HERE, 'worldcup.stadiums.json'), 'w'), ensure_ascii=False, indent=1)
json.dump({'name': 'World Cup 2010', 'groups': [{'name': g, 'teams': t} for g, t in sorted(GROUPS.items())]},
          open(os.path.join(HERE, 'worldcup.groups.json'), 'w'), ensure_ascii=False, indent=1)
CODES = {'South Africa':'RSA','Mexico':'MEX','Uruguay':'URU','France':'FRA','Argentina':'ARG','Nigeria':'NGA','South Korea':'KOR','Greece':'GRE',
 'England':'ENG','USA':'USA','Algeria':'ALG','Slovenia':'SVN','Germany':'GER','Australia':'AUS','Serbia':'SRB','Ghana':'GHA',
 'Netherlands':'NED','Denmark':'DEN','Japan':'JPN','Cameroon':'CMR','Italy':'ITA','Paraguay':'PAR','New Zealand':'NZL','Slovakia':'SVK',
 'Brazil':'BRA','North Korea':'PRK','Ivory Coast':'CIV','Portugal':'POR','Spain':'ESP','Switzerland':'SUI','Honduras':'HON','Chile':'CHI'}
CONF = {'CAF': ['South Africa','Nigeria','Algeria','Ghana','Cameroon','Ivory Coast'], 'CONCACAF': ['Mexico','USA','Honduras'],
 'CONMEBOL': ['Uruguay','Argentina','Paraguay','Brazil','Chile'], 'AFC': ['South Korea','Japan','Australia','North Korea'], 'OFC': ['New Zealand']}
teams = []
for g, ts in sorted(GROUPS.items()):
    for t in ts:
        conf = next((c for c, l in CONF.items() if t in l), 'UEFA')
        teams.append({'name': t, 'fifa_code': CODES[t], 'group': g[-1], 'confed': conf})
json.dump(teams, open(os.path.join(HERE, 'worldcup.teams.json'), 'w'), ensure_ascii=False, indent=1)
