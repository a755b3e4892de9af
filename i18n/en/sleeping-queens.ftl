# Every word a player reads. Keys are grouped by screen; `-` terms are the game's words
# (see docs/glossary.md), used inside messages so that a name is said one way only.

-sleeping-queens = Sleeping Queens
-mad-queens = Mad Queens

## Title

title-name = { -sleeping-queens }
title-tagline = Wake the queens before your rivals do
title-new-game = New game
title-mad-queens = { -mad-queens }
title-continue = Continue
title-load = Load
title-rules = Rules
title-settings = Settings
title-quit = Quit
title-version = version { $version }

## Menus shared by the screens

menu-back = Back
menu-done = Done
menu-close = Close

## Pause

pause-heading = Paused
pause-resume = Resume
pause-rules = Rules
pause-settings = Settings
pause-save-as = Save as
pause-save-name-hint = a name
pause-save = Save
pause-saved-as = Saved as { $path }
pause-quit = Save and quit to menu

## Settings

settings-heading = Settings
settings-music = Music
settings-effects = Effects
settings-animation-speed = Animation speed
settings-time-to-answer = Time to answer
settings-countdown = countdown
settings-memory-hints = Memory hints
settings-memory-hints-detail = show the queen last seen in a face-down slot
settings-mad-odds = { -mad-queens } odds
settings-mad-odds-detail = show the chance that the next card busts
settings-fullscreen = Fullscreen
settings-language = Language
settings-language-system = the system's ({ $language })

## How to play

rules-heading = How to play
rules-tab-sleeping-queens = { -sleeping-queens }
rules-tab-mad-queens = { -mad-queens }
