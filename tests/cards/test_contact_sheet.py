"""The contact sheet tool writes one PNG per face set and reports missing files."""

from __future__ import annotations

from PySide6.QtGui import QImage

from jassdesk.cards import contact_sheet


def test_writes_one_sheet_per_face_set(qapp, synthetic_root, tmp_path):
    out = tmp_path / "docs"
    results = contact_sheet.write_sheets(out, synthetic_root)
    assert results == {"swiss": [], "french": [], "french4": []}
    sizes = {}
    for name in ("swiss", "french", "french4"):
        image = QImage(str(out / f"cards-{name}.png"))
        assert not image.isNull()
        sizes[name] = (image.width(), image.height())
    assert len({width for width, _height in sizes.values()}) == 1
    assert sizes["swiss"][0] > 9 * contact_sheet.CARD_WIDTH
    assert sizes["swiss"][1] > 5 * contact_sheet.CARD_WIDTH * 3 // 2
    # The French sheets add the English court cards (J and Q of each suit): one more row.
    assert sizes["french"] == sizes["french4"]
    assert sizes["french"][1] > sizes["swiss"][1] + contact_sheet.CARD_WIDTH * 3 // 2


def test_missing_file_is_reported_and_exit_status_is_1(qapp, synthetic_root, tmp_path, capsys):
    (synthetic_root / "french4" / "SQ-D.svg").unlink()
    status = contact_sheet.main(["--out", str(tmp_path), "--root", str(synthetic_root), "--face-set", "french4"])
    assert status == 1
    assert "SQ-D.svg" in capsys.readouterr().err
    assert (tmp_path / "cards-french4.png").is_file()
    assert not (tmp_path / "cards-swiss.png").exists()
