"""Reporters: write finished numbers to files; they never compute.

See ARCHITECTURE.md, Records and reports.

The last layer before the front ends: it reads what ``deckstats.stats`` computed (and a
run's files) and writes them out.

- ``run_dir``: the run directory writer (manifest, summary, Parquet tables, atomically).
- ``html``: ``write_report``, the entry point of ``report.html`` and its PNGs.
- ``page``: the parts of a page (``Page``, ``Chart``, ``Table``, decklists, footer);
  ``cells``: how numbers are printed in it.
- one module per page kind: ``goldfish_page``, ``versus_pages`` (matchup, gauntlet),
  ``compare_page``, ``hands_page``.
- ``charts``: one matplotlib figure per chart, a frame of ``stats.report_data`` in.
- ``measured``: the statistics tables and model notes the pages share (per-card impact,
  flood and screw, colour screw, keep rule, pilots).
- ``text``: the terminal lines of the simulating commands, from their summaries.

Heavy imports (matplotlib, pyarrow, jinja2) are made by the modules that need them, not
here, so a command that only writes tables or text does not load the chart stack.
"""
