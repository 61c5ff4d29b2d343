import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Newevent1Inputs */

const en_events_newevent1 = /** @type {(inputs: Events_Newevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New event`)
};

const fil_events_newevent1 = /** @type {(inputs: Events_Newevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagong event`)
};

/**
* | output |
* | --- |
* | "New event" |
*
* @param {Events_Newevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_newevent1 = /** @type {((inputs?: Events_Newevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Newevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_newevent1(inputs)
	return en_events_newevent1(inputs)
});
export { events_newevent1 as "events.newEvent" }