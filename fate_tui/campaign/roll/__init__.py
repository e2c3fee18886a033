"""The roll model: a roll being set up and resolved (actor, action, skill, invokes, opposition,
odds) and the words it is logged in. Plain Python over campaign values, shared by the Roll
dialog and the intents that land a roll; no command lives here (the commands are in
`fate_tui.campaign.intents`).
"""
