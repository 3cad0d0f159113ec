Feature: A sweets tag condition asks for at least that many tags
  A part of a card that names a number of sweets tags resolves when the player
  holds that many tags or more (SL-14.2.8); holding more than the number still
  meets it. The card is defined by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And player 0 has 2 gold
    And the citizen cards are:
      | card   | kind      | cost | tags    | industry tag | ability | second part             | automation | brownie reduction |
      | Herald | immediate | 2    | macaron | none         | 1 gold  | if 2 macaron tags: 3 VP |            | no                |
      | Crier  | immediate | 2    | wagashi | none         | 1 gold  | if a macaron tag: 3 VP  |            | no                |

  @SL-14.2.8
  Rule: More tags than the condition names still meet it

    Example: Three macaron tags meet a condition of two
      Given player 0 has played the cards Herald and Herald
      And player 0 holds the citizen card Herald
      When player 0 plays the card Herald
      And player 0 resolves the first part first
      Then player 0 has 3 victory points
      And player 0 has 1 gold

    Example: Exactly two macaron tags meet it too
      Given player 0 has played the card Herald
      And player 0 holds the citizen card Herald
      When player 0 plays the card Herald
      And player 0 resolves the first part first
      Then player 0 has 3 victory points

    Example: A condition naming a single tag is met by one tag
      Given player 0 has played the card Herald
      And player 0 holds the citizen card Crier
      When player 0 plays the card Crier
      And player 0 resolves the first part first
      Then player 0 has 3 victory points
      And player 0 has 1 gold
