"""The usage example at the top of the engine's public module runs as written."""

import doctest

import jassdesk.engine


def test_the_engine_usage_example_runs():
    result = doctest.testmod(jassdesk.engine, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 8 and result.failed == 0
