import sys

from kraftpy.cli import main

sys.exit(main())
