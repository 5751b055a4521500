"""Spanish answer sentences about a tournament's data (matches from data, teams, the
tournament, squads), by message id: the rest of `phrases.ES`, kept apart to stay small."""

from __future__ import annotations

# fmt: off
ES_TOURNAMENT: dict[str, str] = {
    # a tournament's data: matches from data, teams, the tournament, squads
    "data.goal": "{scorers}, en {label} ({line}).",
    "data.did_score": "Sí: {name} marcó {n} en {label}, a los {minutes} ({line}).",
    "data.scored_at": "{name} marcó {n} en {label}, a los {minutes} ({line}).",
    "data.halftime": "Al entretiempo de {label} iba {a} {x}-{y} {b}; terminó {line}.",
    "data.shootout": (
        "{line} ({label}). Los datos dan el resultado de la tanda, no quién pateó cada "
        "penal."
    ),
    "data.venue": "{label} se jugó en {where}, el {date}.",
    "data.date": "{label} se jugó el {when}{where}.",
    "data.date_fixture": (
        "{label} está programado para el {when}{where}; los datos no tienen su resultado."
    ),
    "data.overview_fixture": "{label}: {line}; programado para el {date}{where}.",
    "data.overview": "{label}: {line}; se jugó el {date}{where}.",
    "data.competition": "{label}: {stage} del {tournament}.",
    "data.lacks": "Los datos de {label} tienen {has}, pero nada sobre {topic}.",
    "holds.score": "el resultado", "holds.scorers": "los goleadores con sus minutos",
    "holds.date": "la fecha", "holds.venue": "el estadio",
    "fixture.out": "{team} ya no tiene partidos en el {tournament}: {out}",
    "data.to_play": "{label} todavía no se ha jugado: aún no tiene resultado.",
    "data.unplayed": (
        "{label} no tiene resultado en los datos: no se había jugado cuando se "
        "escribieron."
    ),
    "data.own_goal": " (en contra)", "data.pen": " (de penal)",
    "data.how_only_flags": "Los datos de {label} marcan solo si un gol fue de penal o en "
    "contra, no cómo se hizo: {goals}.",
    "data.how_kind_penalty": "de penal", "data.how_kind_own_goal": "en contra",
    "data.how_yes": "Sí: {goals} en {label} fue {kind}.",
    "data.how_no": "No: los datos no marcan {goals} en {label} como {kind}.",
    "data.how_some": "Solo algunos: {goals} en {label} (los marcados: {kind}).",
    "data.did_not_score": "No, {name} no marcó en {label} ({line}).",
    "data.no_ht": "Los datos no dan el resultado del entretiempo de {label}; terminó {line}.",
    "data.no_shootout": "{label} no tuvo tanda de penales: {line}.",
    "data.kickoff": ", a las {time}", "data.draw": "Fue empate.", "data.ht": "Entretiempo: {ht}.",
    "data.scorers": "{team}: {scorers}.", "data.no_winner_pens": "Ningún gol ganó {label}: {line}.",
    "data.no_venue": "Los datos no dicen dónde se jugó {label}.",
    "data.goals_list": "Goles: {scorers}.", "data.won": "Ganó {team}.",
    "path.league_phase": "Fase liga: {nth} de {n} con {pts}.",
    "season.over": "El {tournament} terminó: lo ganó {champion}.",
    "season.phase_top": (
        "{team} terminó primero en la fase liga del {tournament} con {pts}; eso no lo gana."
    ),
    "season.cannot_win": "No: {team} tiene {pts} con {games} por jugar, {most} como "
    "máximo, y {leader} ya tiene {lead_pts}.",
    "season.can_win": "Sí, matemáticamente: {team} tiene {pts} con {games} por jugar, "
    "{most} como máximo; {leader} tiene {lead_pts}.",
    "season.state": "{leader} lidera el {tournament} con {pts}, {gap} por encima de {second}; "
    "por jugar: {games} de {total} ({days}).",
    "season.team_left": "{team}: {games} por jugar (jugó {played}).",
    "games.one": "1 partido", "games.many": "{n} partidos",
    "league_games.one": "1 partido de liga", "league_games.many": "{n} partidos de liga",
    "matchdays.one": "1 jornada", "matchdays.many": "{n} jornadas",
    "data.missing": "No hay resultado de {label} en los datos.",
    "season.which_two": "¿Qué dos equipos?",
    "season.higher": "{a} quedó más arriba: {a_place}, frente a {b_place} de {b}.",
    "season.higher_open": "{a} está más arriba: {a_place}, frente a {b_place} de {b}.",
    "season.level": "Empatados a puntos; los separan las reglas.",
    "season.level_by": "Empatados a puntos; los separa {rule}.",
    "season.level_split": "Empatados a puntos; los separa {rule}: {a} {fa}, {b} {fb}.",
    "season.yes_down": "Sí: {team} descendió.",
    "season.no_up": "No: {team} se salvó.",
    "season.yes_up": "Sí: {team} se salvó.",
    "season.no_down": "No: {team} descendió.",
    "season.yes_top": "Sí: {team} terminó entre los {n} primeros.",
    "season.no_top": "No: {team} terminó fuera de los {n} primeros.",
    "season.no_history": (
        "Los datos tienen resultados del {tournament}, no los títulos de {team} a lo "
        "largo de los años."
    ),
    "season.team_place": "{team} terminó {nth} con {pts}.",
    "season.held_place": "Ese fue un puesto de {place}.",
    "season.yes_place": "Sí: {team} terminó en puestos de {place} (del {first} al {last}).",
    "season.no_place": (
        "No: {team} terminó fuera de los puestos de {place} (del {first} al {last})."
    ),
    "season.yes_later_place": "Sí: {team} terminó en el puesto de {place} ({nth}).",
    "season.yes_later_places": (
        "Sí: {team} terminó en los puestos de {place} (del {first} al {last})."
    ),
    "season.in_playoff": (
        "La tabla no lo decide: {team} fue a la {place}, cuyo resultado no está en los datos."
    ),
    "season.yes_europe": "Sí: {team} terminó en puestos europeos: {place}.",
    "season.no_europe": "No: {team} terminó fuera de los puestos europeos (los {last} primeros).",
    "season.order": "Orden: {order}.",
    "season.no_league": "El {tournament} no tiene tabla de liga.",
    "season.place": "{team} ({nth}, {pts})",
    "season.as_data_has_it": "(Según los datos: {played} de {total} resultados.)",
    "season.no_relegation": "Los datos del {tournament} no dicen cuántos equipos descienden.",
    "season.relegated": "Descendieron del {tournament} (los {n} últimos): {clubs}.",
    "season.playoff": "{team} ({nth}) fue a la {place}.",
    "season.playoff_now": "{team} ({nth}) ocupa el puesto de {place}.",
    "season.team_down": "{team} descendió.",
    "season.relegation_places": (
        "En puestos de descenso del {tournament} (los {n} últimos): {clubs}. Sin decidir "
        "para {open}: faltan resultados."
    ),
    "season.relegation_to_come": (
        "En puestos de descenso del {tournament} (los {n} últimos): {clubs}. Sin decidir "
        "para {open}: quedan partidos por jugar."
    ),
    "season.team_in_places": "{team} está en puestos de descenso.",
    "season.team_above": "{team} está por encima de los puestos de descenso.",
    "season.team_stayed": "{team} se salvó.",
    "season.top": "Los {n} primeros: {clubs}.",
    "season.places_head": "El {tournament}:",
    "season.which_club": "¿Qué equipo?",
    "season.record": "jugó {p}, ganó {w}, empató {d}, perdió {l}, goles {gf}-{ga} ({pts})",
    "season.home": "{team} de local en el {tournament}: {record}.",
    "season.away": "{team} de visitante en el {tournament}: {record}.",
    "season.form_W": "G",
    "season.form_D": "E",
    "season.form_L": "P",
    "season.form": "Los últimos {n} partidos de liga de {team}: {letters}.",
    "season.no_unbeaten": "ninguna racha invicta",
    "season.no_winning": "ninguna racha de victorias",
    "season.no_winless": "ninguna racha sin ganar",
    "season.winless": "racha sin ganar más larga {n} partidos ({first} a {last})",
    "season.no_losing": "ninguna derrota",
    "season.losing": "racha de derrotas más larga {n} partidos ({first} a {last})",
    "season.unbeaten": "racha invicta más larga {n} partidos ({first} a {last})",
    "season.winning": "racha de victorias más larga {n} partidos ({first} a {last})",
    "season.runs": "{team} en el {tournament}: {runs}.",
    "meetings.head": "{a} vs. {b} en el {tournament}: {n_a} ganados por {a}, {n_b} por {b}, "
    "{d} empates (goles {g_a}-{g_b}).",
    "meetings.none_played": "{a} v {b} en el {tournament}: todavía no se jugó.",
    "meetings.unplayed": "Los datos no tienen el resultado de {n} de ellos.",
    "meetings.to_come": "{line}, por jugar el {when}",
    "meetings.ahead": "Por jugar: {n}.",
    "data.no_scorers": "Los datos dan solo el resultado, no quién marcó.",
    "data.last_result": "El último resultado de {team} en los datos: {line} ({label}).",
    "data.no_goals": "{team} no marcó.", "data.goalless": "{label} terminó sin goles: {line}.",
    "data.no_such_goal": "Ningún gol de {label} fue ese. {line}.", "data.at": " en {venue}",
    "data.not_played": "todavía no se jugó",
    "data.aet": " en la prórroga ({x}-{y} a los 90 minutos)",
    "data.pens": "; ganó {winner} {won}-{lost} por penales",
    "lacks.chances": "ocasiones y atajadas", "lacks.breaks": "pausas del juego",
    "lacks.storylines": "las historias del partido", "lacks.awards": "premios",
    "lacks.penalty": "penales cometidos y recibidos", "lacks.lineup": "las formaciones",
    "lacks.absence": "las bajas", "lacks.attendees": "quiénes asistieron",
    "lacks.anthem": "los himnos", "lacks.role": "entrenadores, capitanes ni arqueros",
    "data.no_kicks": (
        "{line} ({label}). Los datos dan solo el resultado de la tanda, no quién pateó, "
        "convirtió o erró cada penal."
    ),
    "lacks.referee": "el árbitro", "lacks.cards": "las tarjetas", "lacks.attendance": "el público",
    "lacks.goal_assist": "las asistencias", "lacks.assists": "las asistencias",
    "lacks.goal_how": "cómo fue cada gol", "lacks.quotes": "declaraciones",
    "lacks.substitutions": "los cambios", "lacks.sub_goals": "los goles de los suplentes",
    "lacks.crowd": "la hinchada",
    # what the views without a `lacks` of their own ask for, by name
    "lacks.timeline": "la cronología del partido", "lacks.summary": "el resumen del partido",
    "lacks.goal": "ese gol", "lacks.goal_time": "el minuto de cada gol", "lacks.goals": "los goles",
    "lacks.result": "el resultado", "lacks.halftime": "el descanso",
    "lacks.decided": "cómo se definió", "lacks.shootout": "la tanda de penales",
    "lacks.minute": "ese minuto", "lacks.next_match": "el próximo partido",
    "lacks.venue": "el estadio", "lacks.disallowed": "los goles anulados",
    "lacks.contribution": "lo que aportó cada jugador", "lacks.did_score": "quién marcó",
    "tournament.winner": "{winner} ganó el {tournament}: {line} en la final ({label}).",
    "tournament.none": "Solo conozco este partido, no el resto del torneo.",
    "tournament.no_final": "Los datos todavía no tienen el resultado de la final.",
    "tournament.no_final_match": (
        "Los datos todavía no tienen el resultado de la final, así que no hay campeón: {label}."
    ),
    "topscorers.top_n": "Los {n} máximos goleadores {of}{ties}:",
    "of_team": "de {team}",
    "topscorers.ties": " (los empatados comparten puesto)",
    "topscorers.more": "y {n} más con {goals} goles",
    "topscorers.more_level": "y {n} más con {goals}",
    "topscorers.top": "Goleador {of_who}: {names}, con {goals}.",
    "topscorers.top_tied": "Goleadores {of_who}, empatados con {goals} cada uno: {names}.",
    "topscorers.rule": (
        "(Goles en juego: no cuentan los goles en contra ni los penales de las tandas.)"
    ),
    "topscorers.no_scorers": (
        "Los datos {of_who} tienen sus resultados, pero no nombran goleadores."
    ),
    "topscorers.none": "No hay goles en juego registrados para {who}.",
    "topscorers.next": "Después: {rest}.",
    "player.pens_one": "1 de penal; ", "player.pens_many": "{n} de penal; ",
    "player.goals": (
        "{name} ({team}) hizo {goals} en el {tournament} ({pens}sin contar goles en contra "
        "ni penales de tandas): {where}."
    ),
    "player.goal_against": "{clock}{mark} ante {opponent}",
    "player.no_goals": "{name} ({team}) no marcó en el {tournament}.",
    "stage.not_played": "{team} no jugó {stage}.",
    "stage.no_goals": "{name} ({team}) no marcó en {stage}.",
    "stage.goals": "{name} ({team}) hizo {goals} en {stage}: {where}.",
    "group.name": "Grupo {letter}",
    "group.head": "{group}: lo ganó {first}; {last} terminó último.",
    "group.row": "{n}. {team}: {pts} (G{w} E{d} P{l}, goles {gf}-{ga})",
    "pts.one": "1 pt", "pts.many": "{n} pts", "points.one": "1 punto", "points.many": "{n} puntos",
    "group.rule": "Orden: {order}, calculado con los resultados.",
    "group.which": "¿Qué grupo? Los grupos son {names}.",
    "group.unknown": "El {tournament} no tiene ese grupo.",
    "tiebreak.points": "puntos", "tiebreak.goal_difference": "diferencia de gol",
    "tiebreak.goals_scored": "goles a favor", "tiebreak.wins": "partidos ganados",
    "tiebreak.away_goals_scored": "goles a favor fuera de casa",
    "tiebreak.away_wins": "partidos ganados fuera de casa",
    "tiebreak.head_to_head_points": "puntos entre ellos",
    "tiebreak.head_to_head_goal_difference": "diferencia de gol entre ellos",
    "tiebreak.head_to_head_goals": "goles a favor entre ellos",
    "tiebreak.name": "luego orden alfabético (los datos no tienen juego limpio ni sorteo)",
    "record.won": "Ganó: {games}.",
    "match.pair": "{a} vs. {b}",  # como el título del partido ("title")
    "qualified.all": "{n} equipos llegaron a las eliminatorias: {names}.",
    "qualified.group": "Del {group}: {went} pasaron a las eliminatorias; {out} quedaron afuera.",
    "thirds.none": "Los datos de {tournament} no tienen terceros de varios grupos que comparar.",
    "thirds.none_through": "Ningún tercero pasó a las eliminatorias ({n} grupos).",
    "thirds.through": (
        "{n} de los {total} terceros de grupo pasaron a las eliminatorias: {went}; "
        "{out} quedaron afuera."
    ),
    "thirds.row": (
        "{place}. {team} ({group}): {points} pts, diferencia de gol {gd}, {scored} a favor"
    ),
    "thirds.rule": "Ordenados por puntos, diferencia de gol y luego goles a favor.",
    "thirds.not_third": "{team} no terminó tercero de su grupo.",
    "yes": "Sí",
    "ends.shootout": "Partidos definidos por penales",
    "ends.extra_time": "Partidos que fueron a la prórroga",
    "ends.none": "{what} ({where}): ninguno.",
    "ends.head_shootout": "Se definieron por penales ({where}): {matches}",
    "ends.head_extra_time": "Fueron a la prórroga ({where}): {matches}",
    "hattricks.row": "{name} ({team}) {n} a {other}, {minutes} ({stage})",
    "hattricks.none": "Nadie hizo un hat-trick ({who}).",
    "hattricks.head": "Hat-tricks ({who}): {n}.",
    "ends.then_pens": ", {n} de ellos luego a los penales",
    "biggest.head": "La mayor goleada del {tournament}, por {n} goles:",
    "biggest.none": "Todavía nadie ganó un partido.",
    "totals.drawn": ", {n} empatados",
    "totals.drawn_all": "{n} de ellos empatados.",
    "totals.all": "El {tournament}: {n} partidos jugados, {goals} goles ({avg:.2f} por partido).",
    "totals.stage": "{stage}: {matches}, {goals}",
    "totals.knockout": "Eliminatorias: {matches}, {goals}",
    "venues.most_matches": "Más partidos: {names} ({matches}{each}).",
    "venues.each": " cada uno",
    "record.clean_one": "1 valla invicta (un partido sin recibir goles).",
    "record.lost": "Perdió: {games}.",
    "record.clean_many": "{n} vallas invictas (partidos sin recibir goles).",
    "record.through": "Pasó a las eliminatorias.",
    "record.out": "Quedó eliminado en la fase de grupos.",
    "venues.one": "{where}: {matches} en el {tournament}.",
    "tournament.placed": "{team} terminó {place} en el {tournament}: {line} ({label}).",
    "tournament.no_place": "Los datos no tienen el resultado de {stage} para saber quién "
    "terminó {place}.",
    "place.2": "segundo (subcampeón)", "place.3": "tercero", "place.4": "cuarto",
    "own_goals.head": "{n} autogoles (goles en contra) ({where}):",
    "own_goals.none": "Ningún autogol ({where}).",
    "own_goals.head_one": "1 autogol (gol en contra) ({where}):",
    "biggest.team_none": "{team} no ganó ningún partido en el juego.",
    "biggest.no_home_win": "Ninguna victoria de local ({who}).",
    "biggest.no_away_win": "Ninguna victoria de visitante ({who}).",
    "biggest.home_win": "La mayor victoria de local ({who}), por {n} goles: {matches}.",
    "biggest.away_win": "La mayor victoria de visitante ({who}), por {n} goles: {matches}.",
    "biggest.team": "La mayor victoria de {team}, por {n} goles: {matches}.",
    "biggest.team_no_defeat": "{team} no perdió ningún partido en el juego.",
    "biggest.team_defeat": "La peor derrota de {team}, por {n} goles: {matches}.",
    "own_goals.line": "{name} ({team}) {clock} ante {beneficiary}, {day}",
    "own_goals.more": "... y {n} más.",
    "penalty_goals.none": "Ningún gol de penal ({where}).",
    "penalty_goals.head": "Goles de penal ({where}): {n}.",
    "penalty_goals.line": "{name} ({team}) {clock} ante {opponent}, {day}",
    "team_goals.none": "{team} no marcó goles ({where}).",
    "team_goals.head": "{team} marcó {goals} ({where}):",
    "team_goals.line": "{name} {clock}{mark} ante {opponent}, {day}",
    "earliest.none": "No hay goles registrados en el {tournament}.",
    "earliest.head": "Gol más temprano del {tournament}, según el minuto de los datos: {goals}.",
    "earliest.next": "Después: {rest}.",
    "earliest.line": "{name} ({team}) {clock}{mark} ante {opponent}, {day}",
    "first_goal.head": "Primer gol del torneo ({tournament}): {goals}.",
    "player_penalties.none": (
        "No: {name} no marcó ningún penal en el torneo ({tournament}; sin contar tandas)."
    ),
    "player_penalties.line": "{clock} ante {opponent}, {day}",
    "player_penalties.head": "Sí: {name} marcó de penal en el torneo ({tournament}), {n}: {goals}.",
    "venues.head": (
        "El {tournament} se jugó en {n} estadios. El más grande: {name}, {city} "
        "(capacidad {cap}). Por capacidad: {rows}."
    ),
    "venues.none": "Los datos no nombran estadios.", "venue.capacity": " (capacidad {n})",
    "path.won": "{team} ganó el {tournament}.",
    "path.out": "{team} quedó eliminado en {stage}, le ganó {by}: {line}.",
    "path.out_aggregate": (
        "{team} quedó eliminado en {stage}, le ganó {by} {won}-{lost} en el global."
    ),
    "path.out_pens": (
        "{team} quedó eliminado en {stage}: {won}-{lost} en el global con {by}, que pasó por "
        "penales."
    ),
    "path.out_level": (
        "{team} quedó eliminado en {stage}: {won}-{lost} en el global con {by}, que pasó; "
        "los datos no tienen el resultado de los penales."
    ),
    "path.third_won": "después ganó el partido por el tercer puesto",
    "path.third_lost": "después perdió el partido por el tercer puesto",
    "path.reached": "{team} llegó a {stage}.",
    "path.not_reached": "{team} no llegó a {stage}.",
    "path.league": (
        "{team} {verb} {nth} de {n} en la tabla del {tournament} con {pts} (G{w} E{d} P{l}, "
        "goles {gf}-{ga})."
    ),
    "league.finished": "terminó", "league.is": "va",
    "league.head": "Tabla del {tournament}: {first} primero, {last} último.",
    "league.row": "{n}. {team} {pts}",
    "league.gap": "...",
    "league.whole": "(/tabla muestra los {n}.)",
    "league.champion": (
        "{team} ganó el {tournament}: campeón con {pts} (G{w} E{d} P{l}), {ahead} por encima "
        "de {second}."
    ),
    "league.clinched": (
        "{team} es campeón del {tournament}, matemáticamente: {pts} con partidos por jugar, y "
        "{second} puede llegar a {most} como mucho."
    ),
    "league.leader": (
        "El {tournament} no terminó ({played} de {total} partidos jugados): {team} lidera con "
        "{pts}."
    ),
    "league.leader_missing": (
        "Los datos del {tournament} no tienen el resultado de {missing} de sus {total} "
        "partidos, así que no nombran campeón: con los {played} resultados que tienen, {team} "
        "encabeza la tabla con {pts}."
    ),
    "league.clinched_missing": (
        "{team} es campeón del {tournament}, matemáticamente: {pts}, y {second} podría llegar "
        "a {most} como mucho ganando todos los partidos sin resultado en los datos."
    ),
    "nth.n": "{n}.º",
    "stage.matchday": "fecha {n}",
    "path.last_games": "Últimos {n} partidos:",
    "hattricks.player_none": "{who} no hizo ningún hat-trick en el {tournament}.",
    "leaders.head": "{what} en el {tournament}: {names}, {n} {unit}.",
    "leaders.head_stage": "{what} en {stage} del {tournament}: {names}, {n} {unit}.",
    "leaders.conceded_fewest": "Menos goles recibidos", "leaders.unit_conceded_fewest": "recibidos",
    "leaders.conceded_most": "Más goles recibidos", "leaders.unit_conceded_most": "recibidos",
    "leaders.wins": "Más victorias", "leaders.unit_wins": "victorias",
    "leaders.draws": "Más empates", "leaders.unit_draws": "empates",
    "leaders.wins_fewest": "Menos victorias", "leaders.unit_wins_fewest": "victorias",
    "leaders.losses": "Más derrotas", "leaders.unit_losses": "derrotas",
    "leaders.losses_fewest": "Menos derrotas", "leaders.unit_losses_fewest": "derrotas",
    "leaders.home_best": "Mejor campaña de local (puntos ganados en casa)",
    "leaders.unit_home_best": "puntos",
    "leaders.away_best": "Mejor campaña de visitante (puntos ganados fuera)",
    "leaders.unit_away_best": "puntos",
    "leaders.home_worst": "Peor campaña de local (puntos ganados en casa)",
    "leaders.unit_home_worst": "puntos",
    "leaders.away_worst": "Peor campaña de visitante (puntos ganados fuera)",
    "leaders.unit_away_worst": "puntos",
    "leaders.no_home_away": "El {tournament} no se juega de local y visitante: sus datos no "
    "tienen campañas de local ni de visitante para ordenar.",
    "gap.level": "{top} y {other} terminaron igualados en puntos en el {tournament}; el "
    "reglamento pone primero a {first}.",
    "gap.level_open": "{top} y {other} están igualados en puntos en el {tournament}; el "
    "reglamento pone primero a {first}.",
    "gap.title": "{top} ganó el {tournament} por {pts} sobre {other}.",
    "gap.title_open": "{top} lidera el {tournament} por {pts} sobre {other}.",
    "gap.behind": "{other} terminó a {pts} de {top} en el {tournament}.",
    "gap.behind_open": "{other} está a {pts} de {top} en el {tournament}.",
    "gap.none": "La tabla tiene menos de dos equipos.",
    "leaders.clean": "Más vallas invictas", "leaders.unit_clean": "vallas invictas",
    "leaders.scored": "Más goles a favor", "leaders.unit_scored": "goles",
    "leaders.next": "Después: {rest}.",
    "path.lost_games": "Perdidos: {n}.",
    "path.drawn_games": "Empatados: {n}.",
    "path.drawn_none": "{team} no empató ninguno de sus {matches} en el {tournament}.",
    "path.drawn_list": "{team} empató {matches} en el {tournament}:",
    "path.won_games": "Ganados: {n}.",
    "path.side_latest": "Los últimos {n}:",
    "path.side_pens": " y {n} más por penales",
    "path.side_pens_all": ", todos por penales",
    "path.won_no_shootout": "{team} no ganó ninguna tanda de penales en el {tournament}.",
    "path.lost_no_shootout": "{team} no perdió ninguna tanda de penales en el {tournament}.",
    "path.won_shootouts": "{team} ganó {matches} por penales en el {tournament}:",
    "path.lost_shootouts": "{team} perdió {matches} por penales en el {tournament}:",
    "path.won_none": "{team} no ganó ninguno de sus {matches} en el {tournament}.",
    "path.lost_none": "{team} no perdió ninguno de sus {matches} en el {tournament}.",
    "path.won_list": "{team} ganó {matches} en el {tournament}{pens}:",
    "path.lost_list": "{team} perdió {matches} en el {tournament}{pens}:",
    "path.group_out": "{team} quedó eliminado en la fase de grupos ({group}).",
    "path.none": "{team} no jugó ningún partido en el {tournament}.",
    "record.all": (
        "{team} en el {tournament}: jugó {p}, ganó {w}, empató {d}, perdió {l}; hizo {gf} "
        "goles y recibió {ga} (diferencia de gol {gd})."
    ),
    "record.stage": (
        "{team} en {stage} del {tournament}: jugó {p}, ganó {w}, empató {d}, perdió {l}; "
        "hizo {gf} goles y recibió {ga} (diferencia de gol {gd})."
    ),
    "record.league": "En la tabla: {nth} de {n} con {pts}.",
    "record.group": (
        "En el {group} terminó {nth} de {n} con {pts} (G{w} E{d} P{l}, goles "
        "{gf}-{ga})."
    ),
    "record.pens": "Un partido definido por penales cuenta como empate.",
    "stage.group": "la fase de grupos", "stage.league": "la fase liga",
    "stage.round_of_32": "dieciseisavos de final", "stage.round_of_16": "octavos de final",
    "stage.quarter_final": "cuartos de final", "stage.semi_final": "semifinales",
    "stage.third_place": "el partido por el tercer puesto", "stage.final": "la final",
    "stage.other": "otra ronda",
    "stage.playoff": "play-off de eliminatorias",
    "month.1": "enero", "month.2": "febrero", "month.3": "marzo", "month.4": "abril",
    "month.5": "mayo", "month.6": "junio", "month.7": "julio", "month.8": "agosto",
    "month.9": "septiembre",
    "month.10": "octubre",
    "month.11": "noviembre",
    "month.12": "diciembre",
    "date.long": "{weekday} {day} de {month} de {year}", "date.short": "{day} de {month}",
    "squads.none": "El conocimiento no tiene listas de jugadores.",
    "squad.number": "número {n}",
    "squad.born": "; nació el {date}",
    "squad.age": " ({age} años el {day})",
    "squad.who": "¿Qué jugador? Nombrá uno de una lista.",
    "squad.number_what": "¿Qué número, y de qué equipo?",
    "squad.number_which_team": "¿De qué equipo? El número {n} lo usan {names}.",
    "squad.number_none": "Ningún jugador de {team} usa el número {n} en la lista.",
    "squad.no_dates": "Las listas no dan fechas de nacimiento.",
    "squad.oldest": "El jugador más veterano{where}: ",
    "squad.youngest": "El jugador más joven{where}: ",
    "squad.in_team": " de la lista de {team}", "squad.at": " del {tournament}",
    "clubplayers.which": "¿Qué club?",
    "clubplayers.none": "No hay jugadores de ese club en las listas.",
    "clubplayers.players": "En todas las listas del {tournament}, {who} en {club}: {names}.",
    "clubcounts.none": "Las listas no nombran clubes.",
    "clubcounts.more": "; {n} más con {cut} cada uno",
    "clubcounts.teams": "Los clubes con más jugadores en la lista de {teams}: {clubs}.",
    "clubcounts.all": "Los clubes con más jugadores en las listas del {tournament}: {clubs}.",
    "clubplayers.team": "En la lista de {teams}, {who} en {club}: {names}.",
    "clubplayers.one": "1 jugador juega", "clubplayers.many": "{n} jugadores juegan",
    "clubplayers.team_none": "Ningún jugador de la lista de {teams} juega en {club}.",
    "listing.head": "{where}: {matches}, {goals}.",
    "listing.no_results": "{where}: {matches}; los datos no tienen el resultado de ninguno.",
    "listing.these": "Esos partidos",
    "listing.more": "... y {n} más.",
    "which.head": "¿Qué partido? Pueden ser {n}:",
    "which.none": "¿Qué partido? Nombra sus equipos o su fecha.",
    "which.latest": "Los últimos jugados:",
    "data.lacks_all": "Los datos no tienen nada sobre {topic}. {scope}",
    "missing.that": "ese partido", "missing.in": " en {stage}",
    "missing.stage": "Los datos del {tournament} no tienen {stage}.",
    "missing.match": "Los datos del {tournament} no tienen ningún partido de {what}.",
    "data.awarded": " (resultado dado por los organizadores, no un partido jugado)",
    "data.aet_short": " (prórroga)", "data.pens_short": ", {winner} {won}-{lost} por penales",
    "path.place_1": "Posición final: campeón.",
    "path.place_2": "Posición final: subcampeón (segundo).",
    "path.place_3": "Posición final: tercero.", "path.place_4": "Posición final: cuarto.",
    "group.team_place": "{team} terminó {nth} con {pts}.",
    "group.team_place_now": "{team} va {nth} con {pts}.",
    "nth.1": "primero", "nth.2": "segundo", "nth.3": "tercero", "nth.4": "cuarto",
    "nth.5": "quinto", "nth.6": "sexto", "nth.7": "séptimo", "nth.8": "octavo",
    "nth.9": "noveno", "nth.10": "décimo",
    "biggest.most_goals": "Más goles en un partido ({n}): {matches}.",
    "squad.which_team": "¿La lista de qué equipo?",
    "squad.empty": "Los datos no tienen esos jugadores para {team}.",
    "squad.squad": "lista", "squad.list": "{what} de {team} ({n}): {names}.",
    "positions.goalkeeper": "Arqueros", "positions.defender": "Defensores",
    "positions.midfielder": "Mediocampistas", "positions.forward": "Delanteros",
    "withheld.decline": (
        "No puedo respaldar esa respuesta con lo que sé de este partido, así que no voy a "
        "adivinar. Preguntá por el resultado, los goles o las tarjetas."
    ),
    # a season still being played: fixtures to come (views/fixtures.py)
    "fixture.at": "{day}, a las {time} ({zone})",
    "fixture.at_local": "{day}, a las {time} hora local",
    "fixture.line": "- {a} vs. {b} ({round}): {when}",
    "fixture.none": (
        "Los datos del {tournament} no tienen ningún partido por jugar después del {today}."
    ),
    "fixture.none_team": (
        "Los datos del {tournament} no tienen ningún partido de {team} por jugar después "
        "del {today}."
    ),
    "fixture.last": "El último que tienen: {line} ({label}).",
    "fixture.after": "Después de {label},",
    "fixture.no_more": "{team} no jugó ningún otro partido.",
    "fixture.played_next": "{team} jugó contra {other}: {line} ({where}).",
    "fixture.overdue": (
        "En los datos del {tournament} no queda ningún partido {of_team}por jugar después del "
        "{today}; el siguiente que tienen, {label}, no tiene resultado."
    ),
    "fixture.of_team": "de {team} ",
    "fixture.next_team": (
        "El próximo partido de {team} en el {tournament}: contra {other} ({where}), {round}, "
        "{when}."
    ),
    "fixture.next_meeting": (
        "El próximo {a} - {b} en el {tournament}: {home} vs. {away}, {round}, {when}."
    ),
    "fixture.no_meeting": (
        "Los datos del {tournament} no tienen ningún {a} - {b} por jugar después del {today}."
    ),
    "fixture.last_meeting": "El último que tienen: {line} ({label}).",
    "fixture.home": "de local",
    "fixture.away": "de visitante",
    "fixture.next_day": "Los próximos partidos del {tournament}, el {day}:",
    "fixture.no_data": "El conocimiento no tiene partidos por jugar.",
    "fixture.weekend_days": "{saturday} y {sunday}",
    "fixture.overdue_round": (
        "En sus datos no queda nada por jugar; su próxima ronda sin resultados, {round} "
        "(desde el {day}):"
    ),
    "fixture.due_line": "- {a} vs. {b}",
    "fixture.weekend_none": "El {tournament} no tiene partidos este fin de semana ({days}).",
    "fixture.then": "El próximo: {line}.",
    "fixture.weekend": "Este fin de semana en el {tournament} ({days}):",
    "fixture.more": "...y {n} más.",
    # a league table's ends (views/league_ends.py)
    "season.top_of": "{team} terminó primero en el {tournament} con {pts}.",
    "season.phase_top_of": "{team} terminó primero en la fase liga del {tournament} con {pts}.",
    "season.top_level": "{second} sumó lo mismo; las reglas ponen primero a {team}.",
    "season.top_of_open": "{team} va primero en el {tournament} con {pts}.",
    "season.phase_top_of_open": "{team} va primero en la fase liga del {tournament} con {pts}.",
    "season.top_level_open": "{second} suma lo mismo; las reglas ponen primero a {team}.",
    "season.wins_nothing": "Eso no lo gana.",
    "season.came_up_unknown": (
        "Los datos no dicen quién ascendió al {tournament}: el conocimiento no tiene una "
        "temporada anterior de esa liga ni de la categoría de abajo."
    ),
    "season.came_up": (
        "Ascendieron al {tournament}: {clubs} (según las temporadas que tiene el conocimiento)."
    ),
    "season.team_came_up": "{team} ascendió.",
    "season.team_not_up": "{team} no: ya estaba la temporada anterior.",
    "season.going_up": "Suben directo desde el {tournament} (los {n} primeros): {clubs}.",
    "season.play_off_places": "{first}-{last}: {name} (su ganador también sube).",
}
# fmt: on
