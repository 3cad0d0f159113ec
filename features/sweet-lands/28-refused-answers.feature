Feature: Answers an engine refuses
  Every decision of the game is also asked the wrong way: with the answer of
  another decision, with an answer of its own kind whose values cannot be, and
  with an answer that only another player could give. Each is refused naming the
  rule decisions.md D8 gives for it, and changes nothing. A request carries no
  seat, so an answer is always the deciding player's (D8.4): "player 1 answers in
  place of player 0" hands the engine player 1's answer while player 0 is asked,
  and player 0 is then asked the same question again.

  @SL-3.6.3
  Rule: A character is chosen only with a character board nobody holds

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |

    Example: A map board side while a character is asked
      When player 1 chooses the map board side A
      Then the action is refused because of SL-3.6.3
      And player 1 still faces the same choice

    Example: A character that is not on offer
      When player 1 chooses the character plum
      Then the action is refused because of SL-3.6.3

  @SL-3.6.5
  Rule: A map board side is chosen only among the shared A side and the B sides nobody holds

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |

    Example: A second character while the map is asked
      When player 1 chooses the character hazel
      And player 1 chooses the character olive
      Then the action is refused because of SL-3.6.5
      And player 1 still faces the same choice

    Example: The round aid token while the map is asked
      When player 1 chooses the character hazel
      And player 1 places the round aid token on space 0
      Then the action is refused because of SL-3.6.5

  @SL-3.8.2
  Rule: The round aid token is placed at setup on a space without a token

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |
      When player 1 chooses the character hazel
      And player 1 chooses the map board side A
      And player 0 chooses the character olive
      And player 0 chooses the map board side A

    Example: Moving the token as after a pass while it is still to be placed
      When player 1 moves the round aid token to space 1
      Then the action is refused because of SL-3.8.2
      And player 1 still faces the same choice

    Example: A space beyond the board
      When player 1 places the round aid token on space 7
      Then the action is refused because of SL-3.8.2

  @SL-5.2.3
  Rule: Two standard aid tiles above the token's space resolve in the order the player chooses

    Background:
      Given a 2-player game in round 2
      And player 0 holds 2 cards
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the printed standard aid tile std_wood_income lies above round aid space 0
      And the printed standard aid tile std_iron_income lies above round aid space 0
      And the printed standard aid tile std_gold_income lies above round aid space 2
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next

    Example: Ending a turn while the aid tiles' order is asked
      When player 0 ends the turn
      Then the action is refused because of SL-5.2.3
      And player 0 still faces the same choice

    Example: The tile above another player's space
      When player 1 answers in place of player 0
      And player 1 resolves the standard aid tile std_gold_income first
      Then the action is refused because of SL-5.2.3
      And player 0 still faces the same choice

  @SL-7.2.1
  Rule: A turn is answered only with a main action, a free action or the end of the turn

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And the citizen cards are:
        | card   | kind      | cost | tags    | industry tag | ability |
        | Herald | immediate | 2    | macaron | none         | 1 gold  |
      And player 1 holds the citizen cards Herald
      And player 1 has 5 gold
      And action area A has 3 action spaces

    Example: Stopping a placement that was never begun
      When player 0 stops
      Then the action is refused because of SL-7.2.1
      And player 0 still faces the same choice

    Example: Keeping a card as at cleanup in the middle of a turn
      When player 0 keeps the card c001
      Then the action is refused because of SL-7.2.1

    @SL-14.2.1
    Example: A card of another player's hand
      When player 1 answers in place of player 0
      And player 1 plays the card Herald
      Then the action is refused because of SL-14.2.1
      And player 0 still faces the same choice

    @SL-18.1.3
    Example: A resource only another player can pay for
      When player 1 answers in place of player 0
      And player 1 buys 1 wheat
      Then the action is refused because of SL-18.1.3
      And player 0 still faces the same choice

  @SL-8.3.1
  Rule: A hand cost is paid with that many cards of the hand, or with a held disc

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      And player 0 has 6 wheat
      And action area A has 3 action spaces
      When player 0 uses action area A

    Example: Passing while the hand cost is asked
      When player 0 passes
      Then the action is refused because of SL-8.3.1
      And player 0 still faces the same choice

    Example: Ending the turn before the hand cost is paid
      When player 0 ends the turn
      Then the action is refused because of SL-8.3.1

    Example: Paying one card more than the space asks
      When player 0 pays the hand cost with the cards c001 and c002
      Then the action is refused because of SL-8.3.1

    @SL-8.3.3
    Example: Cards of another player's hand
      When player 1 answers in place of player 0
      And player 1 pays the hand cost with the cards c004
      Then the action is refused because of SL-8.3.3
      And player 0 still faces the same choice

  @SL-18.2.11
  Rule: Resources of the player's choice are taken in the kinds and number allowed

    Background:
      Given a 2-player game in round 2
      And player 0 holds 2 cards
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the printed standard aid tile std_basic3 lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next

    Example: Ending a turn while the resources are asked
      When player 0 ends the turn
      Then the action is refused because of SL-18.2.11
      And player 0 still faces the same choice

    Example: One resource more than the tile gives
      When player 0 takes 2 wood and 2 iron of their choice
      Then the action is refused because of SL-18.2.11

    Example: One resource fewer than the tile gives
      When player 0 takes 1 wood and 1 iron of their choice
      Then the action is refused because of SL-18.2.11

  @SL-17.3.2
  Rule: After a pass the round aid token moves to a space without a token

    Background:
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      When player 1 passes

    Example: Placing the token as at setup after a pass
      When player 1 places the round aid token on space 2
      Then the action is refused because of SL-17.3.2
      And player 1 still faces the same choice

    Example: A space beyond the board
      When player 1 moves the round aid token to space 9
      Then the action is refused because of SL-17.3.2

  @SL-21.2.3
  Rule: At cleanup a player keeps one card of their own hand

    Background:
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      And player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      When player 1 passes
      And player 1 moves the round aid token to space 2

    Example: Passing while the kept card is asked
      When player 0 passes
      Then the action is refused because of SL-21.2.3
      And player 0 still faces the same choice

    Example: Discarding the cards instead of keeping one
      When player 0 discards the cards c001 and c002
      Then the action is refused because of SL-21.2.3

    Example: Player 1 keeps a card of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 keeps the card c004
      Then the action is refused because of SL-21.2.3
      And player 0 still faces the same choice

  @SL-25.3.3
  Rule: A draft pick takes a card of the packet in front of the player

    Background:
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next

    Example: Keeping a card as at cleanup while a pick is asked
      When player 0 keeps the card c001
      Then the action is refused because of SL-25.3.3
      And player 0 still faces the same choice

    Example: Player 1 picks from the packet in front of them while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 picks the card c007 in the draft
      Then the action is refused because of SL-25.3.3
      And player 0 still faces the same choice

  @SL-6.2.3
  Rule: A discard of the player's choice is that many cards of their own hand

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 1 holds the cards c003 and c004
      And player 0's character has the free action to discard 1 card, then take 1 action disc
      When player 0 uses the character's free action

    Example: Ending the turn while the discard is asked
      When player 0 ends the turn
      Then the action is refused because of SL-6.2.3
      And player 0 still faces the same choice

    Example: Two cards where one is asked
      When player 0 discards the cards c001 and c002
      Then the action is refused because of SL-6.2.3

    Example: Player 1 discards a card of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 discards the cards c003
      Then the action is refused because of SL-6.2.3
      And player 0 still faces the same choice

  @SL-1.7.3
  Rule: One option of a choice is chosen, and one part of an effect in any order resolves first

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area X has 1 action space
      And action area Y has 1 action space
      And action area X costs nothing and lets the player either gain 2 gold or gain 1 wheat
      And action area Y costs nothing and lets the player in any order, gain 2 gold and draw 1 card
      And the citizen deck holds 5 cards

    Example: Accepting an optional part while an option is asked
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 accepts the optional part
      Then the action is refused because of SL-1.7.3
      And player 0 still faces the same choice

    Example: A third option of two
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 chooses the third option
      Then the action is refused because of SL-1.7.3

    Example: Choosing an option while the order of the parts is asked
      When player 0 uses action area Y
      And player 0 pays the hand cost with 1 card
      And player 0 chooses the first option
      Then the action is refused because of SL-1.7.3
      And player 0 still faces the same choice

    Example: A third part of two
      When player 0 uses action area Y
      And player 0 pays the hand cost with 1 card
      And player 0 resolves the third part first
      Then the action is refused because of SL-1.7.3

  @SL-7.5.2
  Rule: An optional part is accepted only when its payment can be made

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 1 has 5 gold
      And action area X has 1 action space
      And action area X costs nothing and lets the player optionally pay 2 gold to gain 1 diamond, then gain 1 wheat
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Stopping while the optional part is asked
      When player 0 stops
      Then the action is refused because of SL-7.5.2
      And player 0 still faces the same choice

    Example: Player 1, who could pay, accepts while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 accepts the optional part
      Then the action is refused because of SL-7.5.2
      And player 0 still faces the same choice

  @SL-1.7.2
  Rule: An effect repeated as often as the player wishes goes on only while it can be paid

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 2 wood
      And player 1 has 9 wood
      And action area X has 1 action space
      And action area X costs nothing and lets the player any number of times, pay 2 wood, then gain 3 gold
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Declining while the repetition is asked
      When player 0 declines the optional part
      Then the action is refused because of SL-1.7.2
      And player 0 still faces the same choice

    Example: A repetition that can no longer be paid
      When player 0 repeats the effect once more
      And player 0 repeats the effect once more
      Then the action is refused because of SL-1.7.2

    Example: Player 1, who has the wood, repeats while player 0 is asked
      When player 0 repeats the effect once more
      And player 1 answers in place of player 0
      And player 1 repeats the effect once more
      Then the action is refused because of SL-1.7.2
      And player 0 still faces the same choice

  @SL-1.6.1
  Rule: Income of the player's choice is raised on the tracks and by the steps allowed

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area X has 1 action space
      And action area X costs nothing and lets the player raise an income of their choice by 1
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Taking resources while the income is asked
      When player 0 takes 1 wood of their choice
      Then the action is refused because of SL-1.6.1
      And player 0 still faces the same choice

    Example: Three steps where one is given
      When player 0 raises the wood income by 3
      Then the action is refused because of SL-1.6.1

  @SL-1.4.6
  Rule: A payment in any combination pays exactly its count in the allowed kinds

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area C has 3 action spaces
      And player 0's character may pay wood for the wheat of action areas C and O
      And player 0 has 2 wheat
      And player 0 has 5 wood
      And player 0 has 5 iron
      And player 1 has 9 wheat
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card

    Example: Taking resources while a payment is asked
      When player 0 takes 4 wood of their choice
      Then the action is refused because of SL-1.4.6
      And player 0 still faces the same choice

    Example: One resource fewer than the cost
      When player 0 pays 1 wheat and 2 wood
      Then the action is refused because of SL-1.4.6

    Example: Iron where only wheat and wood may pay
      When player 0 pays 4 iron
      Then the action is refused because of SL-1.4.6

    Example: Player 1, who has the wheat, pays with it while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 pays 4 wheat
      Then the action is refused because of SL-1.4.6
      And player 0 still faces the same choice
