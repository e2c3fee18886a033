"""The printable HTML sheet and the whole campaign as one Markdown document."""

from __future__ import annotations

from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.interchange.campaign_markdown import campaign_markdown
from fate_tui.interchange.html_sheet import character_html
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character
from fate_tui.rules.rulesets import CONDENSED
from fate_tui.rules.scene import SceneStatus

ASHEN = Path(__file__).resolve().parents[2] / "campaigns" / "ashen-coast"


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.texts: list[str] = []
        self.balanced = True

    def handle_starttag(self, tag, attrs):
        if tag not in ("meta", "br"):
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open.pop() != tag:
            self.balanced = False

    def handle_data(self, data):
        self.texts.append(data)


def parse(html: str) -> _Tags:
    tags = _Tags()
    tags.feed(html)
    return tags


def test_the_html_sheet_holds_the_whole_character_and_is_well_formed():
    store = CampaignStore.load(ASHEN)
    tamsin = store.state.characters["tamsin"]
    html = character_html(tamsin, store.state.ruleset)
    tags = parse(html)
    assert tags.balanced and tags.open == []
    text = " ".join(tags.texts)
    assert html.startswith("<!DOCTYPE html>")
    assert "<script" not in html and "http" not in html  # self-contained, prints offline
    assert tamsin.name in text
    assert tamsin.high_concept.name in text
    assert "Great (+4)" in text and "Burglary" in text
    for stunt in tamsin.stunts:
        assert stunt.name in text
    assert "Strapped-Up Ankle" in text and "(recovering)" in text
    assert "@page" in html  # sized for printing


def test_the_html_sheet_escapes_what_the_gm_wrote():
    character = Character(
        id="x",
        name="<script>alert(1)</script>",
        aspects=(Aspect("Fists & <Fury>", AspectKind.CHARACTER, role="high concept"),),
        notes="a < b",
    )
    html = character_html(character, CONDENSED)
    assert "<script>" not in html
    assert "Fists &amp; &lt;Fury&gt;" in html
    assert parse(html).balanced


def test_the_campaign_document_has_the_story_the_cast_and_the_scenes():
    store = CampaignStore.load(ASHEN)
    state = store.state
    document = campaign_markdown(state)
    assert document.startswith(f"# {state.story.name}\n")
    for heading in (
        "## Setting",
        "## The story so far",
        "## Player characters",
        "## NPCs",
        "## Scenes",
    ):
        assert f"\n{heading}\n" in document
    for aspect in state.story.setting_aspects:
        assert aspect.name in document
    for arc in state.story.arcs:
        assert f"### {arc.title}" in document
    for session in state.story.sessions:
        assert f"### Session {session.number}" in document
    for character in state.characters.values():
        assert f"### {character.name}\n" in document  # each sheet two levels down
    for scene in state.scenes.values():
        assert f"### {scene.title}" in document
        for zone in scene.zones:
            assert f"#### {zone.name}" in document


def test_the_players_copy_leaves_out_what_the_table_does_not_know():
    store = CampaignStore.load(ASHEN)
    state = store.state
    gm = campaign_markdown(state)
    players = campaign_markdown(state, players=True)
    hidden = [a.name for s in state.scenes.values() for a in s.all_aspects if a.hidden]
    assert hidden, "the example campaign has hidden aspects"
    for name in hidden:
        assert name in gm
        assert name not in players
    assert "GM notes" in gm and "GM notes" not in players
    prepared = [s.title for s in state.scenes.values() if s.status.value == "prepared"]
    for title in prepared:
        assert f"### {title}" not in players
    # NPCs as the table has met them: by name and the aspects and harm the table has seen.
    edda = state.characters["edda-marrow"]
    assert f"### {edda.name}" in players
    assert "- Iron Hook Where My Left Hand Was" in players
    assert "*Moderate consequence:* Lamp-Oil Burn Across the Shoulder" in players
    for npc in (c for c in state.characters.values() if c.kind.is_npc):
        for secret in (*npc.skills, *(s.name for s in npc.stunts)):
            assert secret not in players.split("## NPCs")[1].split("## Scenes")[0]
    assert "Refresh" not in players.split("## NPCs")[1]


def test_the_players_copy_leaves_out_npcs_the_table_has_not_met():
    state = CampaignStore.load(ASHEN).state
    hesper = state.characters["hesper-vane"]
    scenes = {
        sid: replace(scene, cast=tuple(c for c in scene.cast if c != "hesper-vane"))
        if scene.status is not SceneStatus.PREPARED
        else scene
        for sid, scene in state.scenes.items()
    }
    unmet = replace(state, scenes=scenes)
    assert f"### {hesper.name}" in campaign_markdown(unmet)
    assert f"### {hesper.name}" not in campaign_markdown(unmet, players=True)


def test_export_command_formats(tmp_path, capsys):
    tamsin = str(ASHEN / "characters" / "tamsin.toml")
    assert main(["export", tamsin, "--format", "html"]) == 0
    assert capsys.readouterr().out.startswith("<!DOCTYPE html>")
    assert main(["export", tamsin, "--format", "fari", "-o", str(tmp_path / "t.fari.json")]) == 0
    assert '"fariType": "character"' in (tmp_path / "t.fari.json").read_text()
    assert main(["export", str(ASHEN), "--players"]) == 0
    assert capsys.readouterr().out.startswith("# The Ashen Coast")
    assert main(["export", str(ASHEN), "--format", "html"]) == 2
    assert "a whole campaign exports as markdown" in capsys.readouterr().err


HOSTILE = '<img src=x onerror="alert(1)"><script>steal()</script>'


def test_markdown_exports_escape_raw_html(tmp_path, capsys):
    from fate_tui.campaign.export import character_markdown

    character = Character(
        id="x",
        name=f"Mara {HOSTILE}",
        aspects=(Aspect(f"Fists & {HOSTILE}", AspectKind.CHARACTER, role="high concept"),),
        notes=HOSTILE,
        description=HOSTILE,
    )
    sheet = character_markdown(character, CONDENSED)
    assert "<script>" not in sheet and "<img" not in sheet
    assert "Fists &amp; &lt;img src=x onerror=" in sheet
    state = CampaignStore.load(ASHEN).state
    scene_id = next(iter(state.scenes))
    hostile_scene = replace(state.scenes[scene_id], title=HOSTILE)
    hostile = replace(
        state,
        characters={**state.characters, "x": character},
        scenes={**state.scenes, scene_id: hostile_scene},
    )
    for players in (False, True):
        document = campaign_markdown(hostile, players=players)
        assert "<script>" not in document and "<img" not in document


def test_the_html_sheet_reflows_the_lines_of_a_paragraph():
    character = Character(
        id="x",
        name="Mara",
        description=(
            "Tall and scarred,\nlaughing at the rain.\n\nShe never sits with her back\nto a door."
        ),
        notes="Owes:\n- the guild\n- her sister",
    )
    html = character_html(character, CONDENSED)
    assert "<p>Tall and scarred, laughing at the rain.</p>" in html
    assert "<p>She never sits with her back to a door.</p>" in html
    assert "<li>the guild</li><li>her sister</li>" in html
    assert parse(html).balanced
