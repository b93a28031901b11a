/** The desktop cart panel's width; the slot reserves it while the panel's code loads. */
export const DESKTOP_CART_WIDTH = 340;
