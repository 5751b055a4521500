"""What every picture must satisfy, checked from what it drew (not by looking)."""

from __future__ import annotations

import io

from PIL import Image

from bot.adapters.pictures import Picture

# A phone shows a picture at about 400 px wide: wider than this and text gets too small.
MAX_WIDTH = 1400
MAX_HEIGHT = 2400


def overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check_layout(pic: Picture) -> None:
    image = Image.open(io.BytesIO(pic.png))
    assert image.format == "PNG"
    assert image.size == pic.size
    width, height = pic.size
    assert 300 <= width <= MAX_WIDTH and 200 <= height <= MAX_HEIGHT, pic.size
    for text, box in pic.texts:
        assert text.strip(), "an empty text was drawn"
        assert 0 <= box[0] < box[2] <= width and 0 <= box[1] < box[3] <= height, (text, box)
    for box in pic.shapes:
        assert 0 <= box[0] <= box[2] <= width and 0 <= box[1] <= box[3] <= height, box
    for i, (text, box) in enumerate(pic.texts):
        for other, other_box in pic.texts[i + 1 :]:
            assert not overlaps(box, other_box), f"{text!r} {box} overlaps {other!r} {other_box}"


def drawn(pic: Picture) -> list[str]:
    return [text for text, _ in pic.texts]
