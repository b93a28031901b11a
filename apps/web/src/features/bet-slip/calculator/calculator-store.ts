/** Whether the odds calculator is open: the bet cart's 계산기 and the menus' entry open it. */
import { create } from 'zustand';

export const useCalculatorDialog = create<{ open: boolean }>(() => ({ open: false }));

export const openCalculator = () => useCalculatorDialog.setState({ open: true });
export const closeCalculator = () => useCalculatorDialog.setState({ open: false });
