from fate_tui.cli import main

raise SystemExit(main())
