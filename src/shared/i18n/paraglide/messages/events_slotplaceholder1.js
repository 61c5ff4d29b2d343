import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotplaceholder1Inputs */

const en_events_slotplaceholder1 = /** @type {(inputs: Events_Slotplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a time slot`)
};

const fil_events_slotplaceholder1 = /** @type {(inputs: Events_Slotplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng time slot`)
};

/**
* | output |
* | --- |
* | "Select a time slot" |
*
* @param {Events_Slotplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotplaceholder1 = /** @type {((inputs?: Events_Slotplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotplaceholder1(inputs)
	return en_events_slotplaceholder1(inputs)
});
export { events_slotplaceholder1 as "events.slotPlaceholder" }