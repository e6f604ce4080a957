// The words of card terminal A (specs/pos.md "Terminal" in the error catalogue; ours where it says none).
export const NO_STATIONS = 'No any EFTPOS machine available';
export const SELECT_STATION = 'Please select a EFTPOS machine';
export const TERMINAL_IN_USE = "EFTPOS terminal is being used, please don't close/reload window!";
export const NOT_TERMINAL_A = 'This payment is not taken on the EFTPOS terminal';
export const NOT_A_REFUND = 'This payment is not a refund to approve';
export const IS_A_REFUND = 'This payment is a refund: press Approve Refund';
export const NO_TRANSACTION = 'No EFTPOS transaction was started for this payment';
export const TERMINAL_LOST = 'The EFTPOS terminal did not answer: press Check Status to ask it again';
export const FOLLOW_TERMINAL = 'Follow the EFTPOS terminal';
export const NOT_TERMINAL_B = 'This payment is not taken on the EFTPOS terminal B';
export const TERMINAL_NOT_DONE = 'The EFTPOS terminal has not finished this payment yet';
