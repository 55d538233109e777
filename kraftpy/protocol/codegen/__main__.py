import sys

from kraftpy.protocol.codegen.generate import main

sys.exit(main())
