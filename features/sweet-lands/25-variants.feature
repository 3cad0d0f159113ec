Feature: Using variants
  A variant applies only when the game's setup names it, the variants may be
  combined, and each changes only the rules its section names (chapter 25,
  section 25.1).

  @SL-25.1.1
  Rule: A variant is used only when named, and the variants combine

    Example: Without the variant, round 2 goes clockwise whatever the passing order was
      Given a 3-player game in round 1
      And the action phase of round 1 has just ended
      And the players passed in the order 0, 2, 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When play reaches the next decision
      Then this round's turn order is 0, 1, 2

    @requires:variable_turn_order @requires:hand_drafting
    Example: Both variants in one game
      Given a new 3-player game with seed 8 and the variable turn order and hand drafting variants
      Then the new game uses the variable turn order and hand drafting variants

  @SL-25.1.2 @requires:hand_drafting
  Rule: A variant changes only the rules it names

    Example: With hand drafting, round 1's income is still collected
      Given a 2-player game in round 1 with the hand drafting variant
      And player 0 has an income of 5 gold
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When play reaches the next decision
      Then player 0 is asked to pick a card in the draft
      And player 0 has 5 gold

  @SL-25.4.1 @SL-16.6.1 @requires:advanced_skill_tiles
  Rule: The variant lays players + 1 advanced skill tiles beside the board before the characters are chosen

    Scenario Outline: <players> players, <count> advanced skill tiles
      Given a new <players>-player game with seed 12 using advanced skill tiles
      Then <count> different advanced skill tiles lie beside the board of the new game
      And the characters of the new game are still to be chosen

      Examples:
        | players | count |
        | 2       | 3     |
        | 3       | 4     |
        | 4       | 5     |

    Example: Without the variant no advanced skill tile is laid
      Given a new 4-player game with seed 12
      Then no advanced skill tile lies beside the board of the new game

  @SL-25.4.2 @SL-16.5.1 @requires:advanced_skill_tiles
  Rule: The advanced skill tiles are drawn from the 14 of chapter 16

    Example: Forty setups draw every one of the 14 and nothing else
      Given a new 4-player game with seed 1 using advanced skill tiles
      When the same setup is repeated with the seeds 2 to 40
      Then the advanced skill tiles laid over those setups are exactly the 14 of the components

  @SL-25.4.5 @SL-16.6.4 @requires:advanced_skill_tiles
  Rule: A taken advanced skill tile is a skill tile of its owner for every rule

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the skill tiles are:
        | tile   | set      | timing | ability | trigger | left |
        | gilded | regular  | flip   | 8 gold  |         | 3    |
        | A6     | advanced | flip   | 3 wood  |         |      |
        | A8     | advanced | flip   | 2 VP    |         |      |
      And the advanced skill tiles beside the board are A8

    Example: It counts among the player's skill tiles
      Given the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability              |
        | Census | immediate | 0    | tart | none         | 1 VP per skill tile  |
      And player 0 holds the face-up skill tiles gilded and A6
      And player 0 holds the citizen card Census
      When player 0 plays the card Census
      Then player 0 has 2 victory points

    Example: Flipped, it turns face up at cleanup
      Given player 0 holds the face-down skill tile A6
      And player 1 has already passed
      And the citizen deck holds 20 cards
      When player 0 passes
      And player 0 moves the round aid token to space 2
      Then round 3 is being played
      And player 0 holds the face-up skill tile A6
