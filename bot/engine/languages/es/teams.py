"""National teams' names in Spanish, by the id a feed's English name gives (`slug`)."""

from __future__ import annotations

# fmt: off
SPANISH: dict[str, str] = {
    "mexico": "México", "south-africa": "Sudáfrica", "south-korea": "Corea del Sur",
    "czech-republic": "República Checa", "canada": "Canadá",
    "bosnia-and-herzegovina": "Bosnia y Herzegovina", "qatar": "Catar",
    "switzerland": "Suiza", "brazil": "Brasil", "morocco": "Marruecos", "haiti": "Haití",
    "scotland": "Escocia", "usa": "Estados Unidos", "united-states": "Estados Unidos",
    "paraguay": "Paraguay", "australia": "Australia", "turkey": "Turquía",
    "germany": "Alemania", "curacao": "Curazao", "ivory-coast": "Costa de Marfil",
    "ecuador": "Ecuador", "netherlands": "Países Bajos", "japan": "Japón",
    "sweden": "Suecia", "tunisia": "Túnez", "belgium": "Bélgica", "egypt": "Egipto",
    "iran": "Irán", "new-zealand": "Nueva Zelanda", "spain": "España",
    "cape-verde": "Cabo Verde", "saudi-arabia": "Arabia Saudita", "uruguay": "Uruguay",
    "france": "Francia", "senegal": "Senegal", "iraq": "Irak", "norway": "Noruega",
    "argentina": "Argentina", "algeria": "Argelia", "austria": "Austria",
    "jordan": "Jordania", "portugal": "Portugal", "dr-congo": "RD Congo",
    "uzbekistan": "Uzbekistán", "colombia": "Colombia", "england": "Inglaterra",
    "croatia": "Croacia", "ghana": "Ghana", "panama": "Panamá", "wales": "Gales",
    "denmark": "Dinamarca", "poland": "Polonia", "serbia": "Serbia",
    "cameroon": "Camerún", "costa-rica": "Costa Rica", "italy": "Italia",
    "ukraine": "Ucrania", "russia": "Rusia", "finland": "Finlandia", "hungary": "Hungría",
    "slovakia": "Eslovaquia", "north-macedonia": "Macedonia del Norte",
    "slovenia": "Eslovenia", "romania": "Rumania", "greece": "Grecia",
    "ireland": "Irlanda", "northern-ireland": "Irlanda del Norte", "iceland": "Islandia",
    "albania": "Albania", "georgia": "Georgia", "chile": "Chile", "peru": "Perú",
    "bolivia": "Bolivia", "venezuela": "Venezuela", "nigeria": "Nigeria",
    "china": "China", "korea-republic": "Corea del Sur",
}
# fmt: on
