"""Balance reports from Python: `cathedra.balance` writes what `cathedra balance` writes."""

import json
import struct
import zlib
from pathlib import Path

import pytest

import cathedra


def png_pixels(path: Path):
    """Width, height and the decompressed scanlines of a PNG (filter bytes included)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, size = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            size = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return size, zlib.decompress(idat)


def assert_plot(svg: Path):
    text = svg.read_text()
    assert text.startswith("<svg") and text.rstrip().endswith("</svg>"), svg
    assert text.count("<rect") + text.count("<polyline") > 3, f"{svg}: nothing drawn"
    assert "<text" in text, f"{svg}: no labels"
    png = svg.with_suffix(".png")
    (width, height), rows = png_pixels(png)
    assert (width, height) == (720, 420), png
    # A blank canvas compresses to almost nothing and holds one or two byte values.
    assert len(set(rows)) > 20, f"{png}: a blank picture"
    assert png.stat().st_size > 5000, png


def test_a_balance_report_on_a_small_budget_has_its_files_and_plots(tmp_path):
    out = tmp_path / "pillars"
    result = cathedra.balance(
        "pillars-of-the-earth",
        out,
        agents="random",
        games=16,
        seed=3,
        players=2,
        vary={"start-money": ["rulebook", "21/21"]},
        jobs=2,
    )
    assert Path(result["report"]) == out / "report.md"
    report = (out / "report.md").read_text()
    assert "cathedra balance pillars-of-the-earth --players 2 --agents random --games 16" in report
    assert "--vary start-money=rulebook,21/21" in report
    for part in ("## Across `start-money`", "## start-money = 21/21", "By place in the order of play"):
        assert part in report, part
    files = {Path(f).name for f in result["files"]}
    for name in ("report.md", "balance.json", "seats.csv", "order.csv", "scores.csv", "length.csv", "actions.csv"):
        assert name in files, name
        assert (out / name).stat().st_size > 0, name
    svgs = sorted(out.glob("*.svg"))
    # Four plots per value and two across them.
    assert len(svgs) == 4 * 2 + 2, svgs
    assert len(list(out.glob("*.png"))) == len(svgs)
    for svg in svgs:
        assert svg.name in files and svg.with_suffix(".png").name in files
        assert_plot(svg)
    figures = result["figures"]
    assert figures == json.loads((out / "balance.json").read_text())
    assert [len(s["seats"]) for s in figures["studies"]] == [2, 2]
    for study in figures["studies"]:
        assert sum(seat["wins"] for seat in study["seats"]) == pytest.approx(16)
        assert study["games"] == 16


def test_a_balance_study_gives_the_same_figures_whatever_the_threads(tmp_path):
    args = dict(agents=["random", "greedy"], games=6, seed=9, vary=("winter", [False, True]))
    one = cathedra.balance("castle-for-all-seasons", tmp_path / "one", jobs=1, **args)
    two = cathedra.balance("castle-for-all-seasons", tmp_path / "two", jobs=2, **args)
    assert one["figures"] == two["figures"]
    assert [s["options"]["winter"] for s in one["figures"]["studies"]] == ["false", "true"]


def test_bad_balance_requests_are_refused(tmp_path):
    with pytest.raises(cathedra.CathedraError, match="start-money"):
        cathedra.balance("pillars-of-the-earth", tmp_path, "random", 4, players=2, vary={"start-money": ["20/20/20"]})
    with pytest.raises(cathedra.CathedraError, match="chess"):
        cathedra.balance("chess", tmp_path, "random", 4)
    with pytest.raises(cathedra.CathedraError, match="one option at a time"):
        cathedra.balance("castle-for-all-seasons", tmp_path, vary={"winter": [True], "x": [1]})
    with pytest.raises(cathedra.CathedraError, match="at least one game"):
        cathedra.balance("castle-for-all-seasons", tmp_path, "random", 0)
    assert not any(tmp_path.iterdir()), "nothing is written before the games are played"
