import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotlabel1Inputs */

const en_events_slotlabel1 = /** @type {(inputs: Events_Slotlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slot`)
};

const fil_events_slotlabel1 = /** @type {(inputs: Events_Slotlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slot`)
};

/**
* | output |
* | --- |
* | "Time slot" |
*
* @param {Events_Slotlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotlabel1 = /** @type {((inputs?: Events_Slotlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotlabel1(inputs)
	return en_events_slotlabel1(inputs)
});
export { events_slotlabel1 as "events.slotLabel" }