"""The run's reports besides the JSON report: the JSON-lines run log, HTML, Markdown, badges, comparisons."""
