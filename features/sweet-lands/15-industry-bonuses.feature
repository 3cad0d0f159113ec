Feature: Industry bonuses
  An industry bonus resolves every automation ability of one industry column,
  from the ability printed on the player board at the top down to the last card
  automated; a bonus gained meanwhile waits for the current one to finish
  (chapter 15). The printed abilities and every card are set by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And the player boards print at the top of the columns:
      | column       | ability |
      | agricultural | 1 wheat |
      | forestry     | 1 wood  |
      | mining       | 1 iron  |
    And the citizen cards are:
      | card       | kind      | cost | tags     | industry tag | ability                                                      | automation                               |
      | Foreman    | immediate | 0    | tart     | none         | an industry bonus of the mining column                       |                                          |
      | Dispatcher | immediate | 0    | tart     | none         | an industry bonus of any column                              |                                          |
      | Hurrier    | immediate | 0    | tart     | none         | an industry bonus of the forestry column, then may pay 1 wood for 2 VP |                    |
      | Miner      | immediate | 0    | tiramisu | mining       | 1 gold                                                       | 2 gold                                   |
      | Digger     | immediate | 0    | tiramisu | mining       | 1 gold                                                       | 1 VP                                     |
      | Buyer      | immediate | 0    | tart     | wildcard     | 1 gold                                                       | may pay 1 wood for 2 VP                  |
      | Changer    | immediate | 0    | tart     | forestry     | 1 gold                                                       | may pay 1 wood for 1 gold                |
      | Relay      | immediate | 0    | tart     | wildcard     | 1 gold                                                       | an industry bonus of the forestry column |
      | Farm Relay | immediate | 0    | tart     | wildcard     | 1 gold                                                       | an industry bonus of the agricultural column |
      | Trotter    | immediate | 0    | tart     | wildcard     | 1 gold                                                       | 1 food step                              |

  @SL-15.1.1 @SL-15.1.3 @SL-15.2.3 @SL-15.2.4
  Rule: An industry bonus names one column; an empty column still gives its printed ability

    Example: A card's industry bonus on an empty column gives the printed ability only
      Given player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 1 iron
      And player 0 has 0 wheat
      And player 0 has 0 wood
      And player 0 may end the turn

  @SL-15.1.2
  Rule: For an "any" industry bonus the player picks the column when it resolves

    Example: The player is asked for the column
      Given player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      Then player 0 may choose the column of the industry bonus

    Example: The chosen column resolves
      Given player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      And player 0 resolves the industry bonus on the forestry column
      Then player 0 has 1 wood
      And player 0 has 0 iron

  @SL-15.1.4 @SL-15.3.5
  Rule: Each industry bonus of a chain counts separately and the chain runs until none waits

    Example: A chain of three bonuses, each one counted
      Given player 0's character gives 1 cube on the character each time an industry bonus is gained
      And player 0's mining column holds Relay
      And player 0's forestry column holds Farm Relay
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 1 iron
      And player 0 has 1 wood
      And player 0 has 1 wheat
      And player 0 has 3 cubes on the character

  @SL-15.2.1 @SL-15.2.6 @SL-14.6.6
  Rule: Every automation ability of the column resolves once, and never a card's immediate ability

    Example: Two automated cards of the mining column
      Given player 0's mining column holds Miner and Digger
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 1 iron
      And player 0 has 2 gold
      And player 0 has 1 victory point

  @SL-15.2.2
  Rule: The printed ability resolves first, then the cards in the order they were added

    Example: The printed wood pays for the first card, the second card finds none
      Given player 0's forestry column holds Buyer and Changer
      And player 0 holds the citizen card Hurrier
      When player 0 plays the card Hurrier
      And player 0 accepts the optional part
      Then player 0 may only decline the optional part

    Example: The column's order decides what is scored
      Given player 0's forestry column holds Buyer and Changer
      And player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      And player 0 resolves the industry bonus on the forestry column
      And player 0 accepts the optional part
      And player 0 declines the optional part
      Then player 0 has 2 victory points
      And player 0 has 0 gold

  @SL-15.2.5
  Rule: A payment in an automation ability may be declined, and then gives nothing

    Example: Declining the payment keeps the wood and scores nothing
      Given player 0's forestry column holds Buyer
      And player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      And player 0 resolves the industry bonus on the forestry column
      And player 0 declines the optional part
      Then player 0 has 1 wood
      And player 0 has 0 victory points

  @SL-15.3.1
  Rule: A bonus gained inside a bonus waits until the current column is done

    Example: The forestry bonus comes after the last mining card
      Given player 0's mining column holds Relay and Buyer
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 may only decline the optional part

  @SL-15.3.2
  Rule: Waiting bonuses resolve one at a time, first gained first

    Example: The forestry bonus gained first resolves before the agricultural one
      Given the player boards print at the top of the columns:
        | column       | ability                 |
        | agricultural | may pay 1 wood for 2 VP |
        | forestry     | 1 wood                  |
        | mining       | 1 iron                  |
      And player 0's mining column holds Relay and Farm Relay
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      And player 0 accepts the optional part
      Then player 0 has 2 victory points
      And player 0 has 0 wood

  @SL-15.3.3
  Rule: What an automation ability sets off, other than an industry bonus, resolves at once

    Example: A food track bonus is there for the next card
      Given the food track is:
        | space | bonus  |
        | 0     |        |
        | 1     | 1 wood |
        | 2     |        |
      And player 0's forestry column holds Trotter and Buyer
      And the player boards print at the top of the columns:
        | column       | ability |
        | agricultural | 1 wheat |
        | forestry     | nothing |
        | mining       | 1 iron  |
      And player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      And player 0 resolves the industry bonus on the forestry column
      Then player 0 may accept the optional part

  @SL-15.3.4
  Rule: A bonus gained outside any bonus resolves at once, inside the effect that gave it

    Example: The card's next part sees the bonus's wood
      Given player 0 holds the citizen card Hurrier
      When player 0 plays the card Hurrier
      Then player 0 may accept the optional part
