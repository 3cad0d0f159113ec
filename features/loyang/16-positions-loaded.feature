Feature: Positions an engine loads
  The other side of chapter 16: a position that breaks no invariant loads, even
  where it lies right at an invariant's edge, and a position reached in play,
  saved and handed back, loads as the same position. An engine whose checks are
  stricter than the rules refuses a game it should go on with.

  @LY-16.4.3
  Rule: The Home field is the first field, and is there until it can have been emptied

    Example: No Home field in the last round
      Given a 2-player game in round 9
      And it is player 0's turn
      And player 0 has a field "Plot" of 4 spaces for bean and leek
      When a position is loaded in which player 0 has no Home field
      Then player 0's fields are "Plot"

  @LY-16.7.4
  Rule: The round's frame lies at the bottom of the stack

    Example: Round 4 still to start after the last turn of round 3
      Given a 2-player game in round 3
      And player 0 has ended their turn this round
      And it is player 1's turn
      When a position is loaded in which player 1 has ended the last turn of the round and round 4 is to start
      Then round 4 is being played

  @LY-16.8.4
  Rule: A payment is for a card in play, of its cost

    Example: A payment of 3 Cash for a Common field costing 3, saved and loaded again
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean costing 3 Cash
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 3 Cash for "Paddy"
      When the game is saved and loaded again
      Then the game goes on from the position it was saved in
      And player 0 is asked to pay 3 Cash for "Paddy"

    Example: A payment for a Common field under a Helper, saved and loaded again
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 2 Cash
      And the draw pile holds a Common field "Paddy" of 4 spaces for wheat
      And the draw pile holds a Helper "Lin"
      When player 0 buys a Two-pack
      And player 0 keeps "Lin" and "Paddy"
      And player 0 lays "Lin" on top
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When the game is saved and loaded again
      Then the game goes on from the position it was saved in
      And player 0 is asked to pay 2 Cash for "Paddy"

  @LY-16.8.8
  Rule: While a Distribution turn is asked, the round looks at the next seat

    Example: The last seat's Distribution turn, saved and loaded again
      Given a 2-player game in round 2
      And the Distribution round is under way with player 1 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      Then player 1 is asked to take a Distribution turn
      When the game is saved and loaded again
      Then the game goes on from the position it was saved in
      And player 1 is asked to take a Distribution turn

  @LY-16.8.9
  Rule: A Helper's effect lies above the use of the Helper

    Example: A Harvest phase Helper's choice, saved and loaded again
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And player 0 has a field "Patch" of 3 spaces for leek, holding 2 leek
      And the Harvest phase of round 2 begins
      When player 0 uses "Harvester"
      And the game is saved and loaded again
      Then the game goes on from the position it was saved in
      When player 0 harvests "Plot" again
      And player 0 harvests "Patch" again
      Then player 0's Cart holds 2 bean and 2 leek
