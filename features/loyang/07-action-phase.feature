Feature: Action phase and turns
  Each player takes one turn in an order the tokens give; a turn is any number
  of actions in any order, ended by the player; played cards stay until used
  (chapter 7).

  @LY-7.1.1
  Rule: Each player takes exactly one turn in each Action phase

    Example: After the second turn the round is over
      Given a 2-player game in round 3
      And it is player 0's turn
      When player 0 ends the turn
      And player 0 stops on the Path
      Then player 1 is asked to take a turn
      When player 1 ends the turn
      And player 1 stops on the Path
      Then round 4 is being played

  @LY-7.1.2
  Rule: With 3 players the Starting player goes first, the Second player next, the player holding neither token last

    Example: The order of turns follows the tokens, not the seats
      Given a 3-player game in round 3
      And player 2 is the Starting player
      And player 0 is the Second player
      And the Action phase begins
      Then player 2 is asked to take a turn
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 0 is asked to take a turn
      When player 0 ends the turn
      And player 0 stops on the Path
      Then player 1 is asked to take a turn

  @LY-7.1.3 @LY-12.1.1 @LY-12.1.2 @LY-12.2.1 @LY-12.2.3
  Rule: With 4 players the Starting player chooses a partner; turns go Starting player, Second player, then their partners

    Background:
      Given a 4-player game in round 3
      And player 1 is the Starting player
      And player 2 is the Second player
      And the Action phase begins

    Example: The partners take their turns after the token holders
      Then player 1 is asked to choose a partner
      When player 1 chooses player 3 as partner
      Then player 1 is asked to take a turn
      When player 1 ends the turn
      And player 1 stops on the Path
      Then player 2 is asked to take a turn
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 3 is asked to take a turn
      When player 3 ends the turn
      And player 3 stops on the Path
      Then player 0 is asked to take a turn

    Example: The Second player cannot be chosen as partner
      When player 1 chooses player 2 as partner
      Then the action is refused because of LY-12.1.1
      And player 1 still faces the same choice

  @LY-12.1.3
  Rule: Partners are chosen again in every round

    Example: The next round asks for a partner again
      Given a 4-player game in round 3
      And player 0 is the Starting player
      And player 1 is the Second player
      And player 2 is the Starting player's partner
      And it is player 3's turn
      When player 3 ends the turn
      And player 3 stops on the Path
      Then round 4 is being played
      And player 3 is asked to choose a partner

  @LY-7.2.1 @LY-8.3.3 @LY-8.4.4
  Rule: On their turn a player takes actions in any order and as often as they like

    Example: Buying, selling and buying again
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 10 Cash
      And a wheat costs 3 Cash in the Shop
      And player 0 has 2 wheat in their Shop
      When player 0 buys 1 wheat
      And player 0 sells 1 wheat
      And player 0 buys 1 wheat
      And player 0 buys 1 wheat
      Then player 0 has 2 Cash
      And player 0's Cart holds 2 wheat
      And player 0 is asked to take a turn

  @LY-7.2.3 @LY-7.3.2
  Rule: On the turn a player may also take Loans and upgrade the Storehouse

    Example: Both are offered on the turn
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 2 Cash
      Then player 0 may take a Loan
      And player 0 may upgrade the Storehouse

  @LY-7.2.4
  Rule: A player may take no action at all

    Example: Ending the turn at once
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 4 Cash
      When player 0 ends the turn
      And player 0 stops on the Path
      Then player 0 has 4 Cash
      And player 1 is asked to take a turn

  @LY-7.2.5
  Rule: The actions end only when the player declares them over

    Example: The end of the turn follows the declaration
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 9 Cash
      And player 0 has 1 wheat in their Shop
      When player 0 buys 1 wheat
      Then player 0 is asked to take a turn
      When player 0 ends the turn
      Then player 0 is asked whether to step forward on the Path

  @LY-7.4.1
  Rule: A played card stays until a rule discards it; it cannot be discarded before it is used up

    Example: A Regular customer cannot be thrown away
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When player 0 discards "Nina"
      Then the action is refused because of LY-7.4.1
      And player 0 still faces the same choice

  @LY-7.4.3 @LY-11.1.5
  Rule: A Helper in play may be discarded unused

    Example: Discarding a Helper
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Helper "Lin" in play
      When player 0 discards "Lin"
      Then "Lin" is in the discard pile
      And player 0 is asked to take a turn

  @LY-11.1.6 @LY-8.9.11
  Rule: Discarding a Helper on top of a stack reveals the lower card

    Example: The Market stall under the Helper comes into play, filled
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl
      And player 0 has a Helper "Lin" in play covering "Stall"
      When player 0 discards "Lin"
      Then "Stall" is in player 0's play area
      And "Stall" holds 1 turnip and 1 cabbage

  @LY-7.4.4 @LY-1.5.5
  Rule: A covered card cannot be used until it is revealed

    Example: No trade at a covered Market stall
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 2 wheat on their Cart
      And a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play covering "Stall"
      When player 0 trades 1 wheat for 1 turnip at "Stall"
      Then the action is refused because of LY-7.4.4
      And player 0 still faces the same choice

  @LY-7.4.5 @requires:view
  Rule: Cards in play, the Courtyard, the discard pile and the cards of a Two-pack are seen by all; hands, the draw pile and Field piles are not

    Example: The open cards read the same in every view
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play
      And player 1 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And the discard pile holds a card "Gone"
      And the draw pile holds 3 other cards
      And player 1 has a field "Later" of 3 spaces for bean in their Field pile
      Then player 1's view shows the Courtyard, the discard pile and every play area as they are
      And player 0's view shows the draw pile only as 3 cards
      And player 0's view shows every Field pile only as its size

  @LY-11.1.8
  Rule: An unused Helper may be discarded at any decision of its owner, but not in the middle of an action or effect

    Example: Discarding a Helper while paying for a Common field in the Card phase reveals its stall
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl
      And player 0 has a Helper "Lin" in play covering "Stall"
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 discards "Lin"
      Then "Lin" is in the discard pile
      And "Stall" holds 1 turnip and 1 cabbage
      And player 0 is asked to pay 2 Cash for "Paddy"

    Example: A Regular customer revealed at the end of the turn is first due in the next round
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash
      And player 0 has a Helper "Lin" in play covering "Nina"
      When player 0 ends the turn
      And player 0 discards "Lin"
      Then "Nina" is in player 0's play area
      And "Nina"'s marker is blue
      And "Nina" is not due this round
      And player 0 is asked whether to step forward on the Path

    Example: A Regular customer revealed during the turn is due at once
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash
      And player 0 has a Helper "Lin" in play covering "Nina"
      When player 0 discards "Lin"
      Then "Nina" is due this round
      And player 0 is asked to take a turn

    Example: Discarding a Helper while storing reveals a Market stall before the Cart is put away
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 wheat and 1 pumpkin on their Cart
      And a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl
      And player 0 has a Helper "Lin" in play covering "Stall"
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 discards "Lin"
      Then "Stall" holds 1 turnip and 1 cabbage
      And player 0 is asked what to do with the vegetables that do not fit

    Example: Another player's Helper is not offered at a player's decision
      Given a 2-player game in round 3
      And it is player 1's turn
      And player 0 has a Helper "Lin" in play
      And player 1 has a Helper "Bo" in play
      Then player 1 may discard "Bo"
      And player 1 may not discard "Lin"

    Example: No discarding a Helper while choosing which Two-pack cards to keep
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 Cash
      And player 0 has a Helper "Lin" in play
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      And player 0 discards "Lin"
      Then the action is refused because of LY-11.1.8
      And player 0 still faces the same choice
      And "Lin" is in player 0's play area
      And player 0 is asked which cards of the Two-pack to keep
