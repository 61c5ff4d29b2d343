import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sliptitle1Inputs */

const en_events_sliptitle1 = /** @type {(inputs: Events_Sliptitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit pickup request`)
};

const fil_events_sliptitle1 = /** @type {(inputs: Events_Sliptitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit pickup request`)
};

/**
* | output |
* | --- |
* | "Ligpit pickup request" |
*
* @param {Events_Sliptitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sliptitle1 = /** @type {((inputs?: Events_Sliptitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sliptitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sliptitle1(inputs)
	return en_events_sliptitle1(inputs)
});
export { events_sliptitle1 as "events.slipTitle" }