/** The parentCode of a province: the top of the region tree, as Blade's blade_region has it. */
export const REGION_TOP = '00';
