import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Startsonlabel2Inputs */

const en_events_startsonlabel2 = /** @type {(inputs: Events_Startsonlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date`)
};

const fil_events_startsonlabel2 = /** @type {(inputs: Events_Startsonlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date`)
};

/**
* | output |
* | --- |
* | "Start date" |
*
* @param {Events_Startsonlabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_startsonlabel2 = /** @type {((inputs?: Events_Startsonlabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Startsonlabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_startsonlabel2(inputs)
	return en_events_startsonlabel2(inputs)
});
export { events_startsonlabel2 as "events.startsOnLabel" }