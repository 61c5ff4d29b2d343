import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Loadfailedbody2Inputs */

const en_events_loadfailedbody2 = /** @type {(inputs: Events_Loadfailedbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the connection and try again.`)
};

const fil_events_loadfailedbody2 = /** @type {(inputs: Events_Loadfailedbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang koneksyon at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Check the connection and try again." |
*
* @param {Events_Loadfailedbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_loadfailedbody2 = /** @type {((inputs?: Events_Loadfailedbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Loadfailedbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_loadfailedbody2(inputs)
	return en_events_loadfailedbody2(inputs)
});
export { events_loadfailedbody2 as "events.loadFailedBody" }