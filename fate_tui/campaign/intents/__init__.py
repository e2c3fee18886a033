"""What a GM can do, one function per intent, each going through `Controller.apply`."""
