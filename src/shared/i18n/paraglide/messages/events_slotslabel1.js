import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotslabel1Inputs */

const en_events_slotslabel1 = /** @type {(inputs: Events_Slotslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slots (optional)`)
};

const fil_events_slotslabel1 = /** @type {(inputs: Events_Slotslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga time slot (optional)`)
};

/**
* | output |
* | --- |
* | "Time slots (optional)" |
*
* @param {Events_Slotslabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotslabel1 = /** @type {((inputs?: Events_Slotslabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotslabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotslabel1(inputs)
	return en_events_slotslabel1(inputs)
});
export { events_slotslabel1 as "events.slotsLabel" }