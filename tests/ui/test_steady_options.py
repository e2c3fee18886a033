"""An option list keeps the lines it drew through a resize that leaves its width as drawn
(each widget gets one right after its first layout), and wraps them anew when the width
changes, or when its scrollbar comes or goes."""

from textual.app import App
from textual.widgets.option_list import Option

from fate_tui.ui.widgets.steady_options import SteadyOptionList

WORDS = "Tide Rising Through the Floor Stones of the Drowned Chapel"


class OneList(App):
    def compose(self):
        yield SteadyOptionList(Option(WORDS), Option("Collapsing Dais"))


def _lines(options: SteadyOptionList) -> list[str]:
    lines = [options.render_line(y).text.strip() for y in range(options.size.height)]
    return [line for line in lines if line]


async def test_the_first_resize_keeps_the_drawn_lines_and_a_new_width_rewraps_them():
    app = OneList()
    async with app.run_test(size=(30, 10)) as pilot:
        options = app.query_one(SteadyOptionList)
        forgotten = []
        original = options._clear_caches
        options._clear_caches = lambda: (forgotten.append(True), original())
        await pilot.pause()
        await pilot.pause()
        assert forgotten == []  # drawn once, at the width it was laid out to
        narrow = _lines(options)
        assert narrow[0] == "Tide Rising Through the"

        await pilot.resize_terminal(70, 10)
        await pilot.pause()
        await pilot.pause()
        assert forgotten  # a new width: the options are wrapped again
        assert _lines(options)[0] == WORDS
        assert _lines(options)[1] == "Collapsing Dais"

        await pilot.resize_terminal(30, 10)  # and back
        await pilot.pause()
        await pilot.pause()
        assert _lines(options) == narrow


LONG = "Tide Rising Through the Sea"
"""One line without the scrollbar, two with it."""


class ShortList(App):
    """Room for one line: a list of three options needs its scrollbar."""

    CSS = "SteadyOptionList { height: 3; }"

    def compose(self):
        yield SteadyOptionList(*(Option(LONG) for _ in range(3)))


async def test_options_replaced_under_a_scrollbar_are_wrapped_to_the_width_left_by_it():
    """Bug: cleared, the list lost its scrollbar; its new options were counted at the full
    width and drawn at the narrower one, losing each option's wrapped end ("Sea")."""
    app = ShortList()
    async with app.run_test(size=(31, 10)) as pilot:
        options = app.query_one(SteadyOptionList)
        await pilot.pause()
        assert options.show_vertical_scrollbar
        assert options.scrollable_content_region.width < len(LONG)
        options.clear_options()
        options.add_options([Option(LONG) for _ in range(3)])
        await pilot.pause()
        assert options.show_vertical_scrollbar
        assert " ".join(" ".join(_all_lines(options)).split()) == " ".join([LONG] * 3)


def _all_lines(options: SteadyOptionList) -> list[str]:
    """Every line of the list as it is drawn at its width now, scrolled or not."""
    style = options.get_visual_style("option-list--option")
    return [options._get_line(style, y).text for y in range(len(options._lines))]
