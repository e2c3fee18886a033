"""The Minions stunt by keys (spirit-of-the-century-srd.txt L1199-1202): `m` on the Sheet asks
how many start, how the upgrades are spent and the skill, and brings the minions into the
scene as mook groups by quality, one step to undo."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from tests.ui.conftest import answer, bundled, choose, loaded, notifications, press, saved

OCTAVIA = "octavia-strand"
IMOGEN = "imogen-vance"  # no Minions stunt


async def test_m_says_who_has_no_minions_stunt_and_brings_them_in_with_every_upgrade_spent(
    tmp_path,
):
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{OCTAVIA}.toml"
    path.write_text(
        path.read_text().replace("[[stunts]]", '[[stunts]]\nname = "Minions"\n\n[[stunts]]', 1)
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # On the Sheet of someone without the stunt (Dr Imogen Vance), `m` says so.
        app.push_screen(SheetScreen(character_id=IMOGEN))
        await pilot.pause()
        await press(pilot, "m")
        assert any("has no Minions stunt" in n for n in notifications(app))

        # On Octavia's, with the stunt, `m` brings her minions in, every upgrade spent.
        app.push_screen(SheetScreen(character_id=OCTAVIA))
        await pilot.pause()
        await press(pilot, "m")
        await choose(pilot, "3")  # three Average minions (L1200)
        await choose(pilot, "2")  # two upgrades: six more; one: three a step better (L1201)
        await answer(pilot, "Fists")
        state = saved(folder)
        groups = [
            c for c in state.characters.values() if c.name.startswith("Professor Octavia Strand's")
        ]
        sizes = sorted((c.name.split("'s ")[1], c.group_size, c.skills["Fists"]) for c in groups)
        assert sizes == [("Average minions", 6, 1), ("Fair minions", 3, 2)]
        assert all(g.id in state.current_scene.cast for g in groups)
        await press(pilot, "u")  # one step to undo
        assert not [c for c in saved(folder).characters.values() if "minions" in c.name]
