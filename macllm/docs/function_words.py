"""English function words: what carries no claim of its own (the support check, docs/support.py) and names no file
(docs/named_files.py: 'how-to-install.md' is not named by "How many days ...?")."""

FUNCTION_WORDS = """
a an the and or but if then than of to in on at by for with from into about as is are was were be been being it its
this that these those there here which who whom what when where why how not no nor do does did done have has had you
he she we they me him her us them my your his our their so such can could would should may might must will shall also
only just very any all some more most other same own each both few
""".split()
