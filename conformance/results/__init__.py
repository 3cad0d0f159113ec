"""What a run found: outcomes and verdicts, expectations files, the evidence of a failure, and states compared
as the spec compares them."""
