import sys

from kraftpy.tools.main import main

sys.exit(main())
