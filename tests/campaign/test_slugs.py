"""Ids made from names, in every script a table writes names in."""

from __future__ import annotations

import pytest

from fate_tui.campaign.slugs import check_slug, slugify


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Ruth Kincaid", "ruth-kincaid"),
        ("Inés Calderón", "ines-calderon"),
        ("Søren Ærø", "soren-aero"),
        ("Straße", "strasse"),
        ("Иван Петров", "ivan-petrov"),
        ("Αθηνά Παππά", "athina-pappa"),
        ("王小明", "wang-xiao-ming"),
        ("!!!", "unnamed"),
    ],
)
def test_names_in_any_script_give_readable_ids(name, slug):
    assert slugify(name) == slug
    assert check_slug(slug) == slug


def test_names_of_other_scripts_do_not_collapse_into_one_id():
    names = ["Иван", "Ольга", "Αθηνά", "王小明"]
    assert len({slugify(name) for name in names}) == len(names)
    assert slugify("Иван", {"ivan"}) == "ivan-2"
