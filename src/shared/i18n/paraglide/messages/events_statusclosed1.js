import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusclosed1Inputs */

const en_events_statusclosed1 = /** @type {(inputs: Events_Statusclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const fil_events_statusclosed1 = /** @type {(inputs: Events_Statusclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sarado`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Events_Statusclosed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_statusclosed1 = /** @type {((inputs?: Events_Statusclosed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusclosed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_statusclosed1(inputs)
	return en_events_statusclosed1(inputs)
});
export { events_statusclosed1 as "events.statusClosed" }